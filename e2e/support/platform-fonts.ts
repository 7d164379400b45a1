import type { CDPSession, Page } from '@playwright/test';

/** The DevTools protocol's view of which platform fonts Chromium drew text in (CSS.getPlatformFontsForNode). */
async function withFontInspector<T>(page: Page, inspect: (cdp: CDPSession, rootId: number) => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    return await inspect(cdp, root.nodeId);
  } finally {
    await cdp.detach();
  }
}

const familiesOf = async (cdp: CDPSession, nodeId: number) =>
  (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((f) => f.familyName);

/** The platform fonts an element's own text is drawn in, by family name. */
export function facesOf(page: Page, selector: string): Promise<string[]> {
  return withFontInspector(page, async (cdp, rootId) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: rootId, selector });
    return familiesOf(cdp, nodeId);
  });
}

/**
 * Every font the page's text is drawn in, asked of the browser once: the text is copied, grouped by its computed font
 * and language, into one line of spans (Chromium answers for a node's inline text), then removed. Only when some face
 * is not `ours` are the texts in it found, element by element.
 */
export async function pageFaces(page: Page, ours: RegExp): Promise<{ glyphs: number; foreign: { text: string; faces: string[] }[] }> {
  await page.evaluate(async () => {
    const FONT = ['fontFamily', 'fontWeight', 'fontStyle', 'fontStretch', 'fontVariant', 'fontFeatureSettings', 'fontVariationSettings', 'textTransform'] as const;
    const groups = new Map<string, { style: CSSStyleDeclaration; lang: string; text: string[] }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template') || parent.getClientRects().length === 0) continue;
      const style = getComputedStyle(parent);
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      const key = JSON.stringify([lang, ...FONT.map((k) => style[k])]);
      const group = groups.get(key) ?? { style, lang, text: [] };
      group.text.push(text);
      groups.set(key, group);
    }
    const probe = document.createElement('p');
    probe.id = 'faces-probe';
    probe.style.cssText = 'position:absolute;inset-inline-start:-100000px;top:0;white-space:nowrap';
    for (const { style, lang, text } of groups.values()) {
      const span = probe.appendChild(document.createElement('span'));
      for (const k of FONT) span.style[k] = style[k];
      span.lang = lang;
      span.textContent = text.join(' ');
    }
    document.body.append(probe);
    await document.fonts.ready;
  });
  try {
    const fonts = await withFontInspector(page, async (cdp, rootId) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: rootId, selector: '#faces-probe' });
      return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
    });
    const glyphs = fonts.reduce((sum, f) => sum + f.glyphCount, 0);
    if (fonts.every((f) => ours.test(f.familyName))) return { glyphs, foreign: [] };
  } finally {
    await page.evaluate(() => document.getElementById('faces-probe')?.remove());
  }
  const every = await facesOfEveryText(page);
  const foreign = every.filter((t) => t.faces.some((face) => !ours.test(face)));
  return { glyphs: every.length, foreign: foreign.length ? foreign : [{ text: 'the copy of the page only', faces: ['a face outside ours'] }] };
}

/** Every element of the body that has text of its own, with the platform fonts that text is drawn in. */
export function facesOfEveryText(page: Page): Promise<{ text: string; faces: string[] }[]> {
  return withFontInspector(page, async (cdp, rootId) => {
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: rootId, selector: 'body *:not(script, style, noscript, template)' });
    const result = [];
    for (const nodeId of nodeIds) {
      const faces = await familiesOf(cdp, nodeId);
      if (!faces.length) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      result.push({ text: outerHTML.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40), faces });
    }
    return result;
  });
}
