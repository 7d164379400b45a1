/** @jest-environment jsdom */
import { fireEvent, render } from '@testing-library/react';
import { ContentProtection } from './content-protection';

/** Dispatches a key press on the page; true when the page blocked it. */
const keyBlocked = (init: KeyboardEventInit) => !fireEvent.keyDown(document.body, init);
const contextMenuBlocked = () => !fireEvent.contextMenu(document.body);

const SAVE = [
  { key: 's', code: 'KeyS', ctrlKey: true },
  { key: 'S', code: 'KeyS', ctrlKey: true },
  { key: 's', code: 'KeyS', metaKey: true },
  { key: 'ы', code: 'KeyS', ctrlKey: true },
  { key: 'σ', code: 'KeyS', metaKey: true },
];
const INSPECT = [
  { key: 'F12', code: 'F12' },
  { key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true },
  { key: 'I', code: 'KeyI', metaKey: true, shiftKey: true },
];

describe('ContentProtection', () => {
  describe('outside development (blockInspect)', () => {
    it.each(SAVE)('blocks saving the page (%o)', (init) => {
      render(<ContentProtection blockInspect />);
      expect(keyBlocked(init)).toBe(true);
    });

    it.each(INSPECT)('blocks opening the developer tools (%o)', (init) => {
      render(<ContentProtection blockInspect />);
      expect(keyBlocked(init)).toBe(true);
    });

    it('blocks the right-click menu', () => {
      render(<ContentProtection blockInspect />);
      expect(contextMenuBlocked()).toBe(true);
    });
  });

  describe('on a development host', () => {
    it.each(SAVE)('still blocks saving the page (%o)', (init) => {
      render(<ContentProtection blockInspect={false} />);
      expect(keyBlocked(init)).toBe(true);
    });

    it.each(INSPECT)('leaves the developer tools alone (%o)', (init) => {
      render(<ContentProtection blockInspect={false} />);
      expect(keyBlocked(init)).toBe(false);
    });

    it('leaves the right-click menu alone', () => {
      render(<ContentProtection blockInspect={false} />);
      expect(contextMenuBlocked()).toBe(false);
    });
  });

  it.each([
    ['typing a plain s', { key: 's', code: 'KeyS' }],
    ['Ctrl+Shift+S', { key: 'S', code: 'KeyS', ctrlKey: true, shiftKey: true }],
    ['a plain I', { key: 'i', code: 'KeyI' }],
    ['Ctrl+C', { key: 'c', code: 'KeyC', ctrlKey: true }],
  ])('never blocks other keys such as %s', (_, init) => {
    render(<ContentProtection blockInspect />);
    expect(keyBlocked(init)).toBe(false);
  });

  it('stops blocking once it is gone', () => {
    const { unmount } = render(<ContentProtection blockInspect />);
    unmount();
    expect(keyBlocked({ key: 's', ctrlKey: true })).toBe(false);
    expect(contextMenuBlocked()).toBe(false);
  });
});
