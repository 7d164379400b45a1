/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollLink } from './scroll-link';

const scrollIntoView = jest.fn();
let reducedMotion = false;

beforeEach(() => {
  scrollIntoView.mockClear();
  reducedMotion = false;
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  history.replaceState(null, '', '/invite/someone');
});

function Page() {
  return (
    <>
      <ScrollLink target="rsvp">RSVP</ScrollLink>
      <section id="rsvp">the RSVP section</section>
    </>
  );
}

const section = () => screen.getByText('the RSVP section');

describe('ScrollLink', () => {
  it('is a real link to the section, usable without JavaScript', () => {
    render(<Page />);
    expect(screen.getByRole('link', { name: 'RSVP' })).toHaveAttribute('href', '#rsvp');
  });

  it('scrolls smoothly to its section on click', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'RSVP' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section());
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('#rsvp');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('scrolls to its section when activated with %s', async (_, keys) => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('link', { name: 'RSVP' }).focus();
    await user.keyboard(keys);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(section());
  });

  it('jumps instead of gliding for guests who prefer reduced motion', async () => {
    reducedMotion = true;
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'RSVP' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('ignores other keys', async () => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('link', { name: 'RSVP' }).focus();
    await user.keyboard('a{Tab}');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
