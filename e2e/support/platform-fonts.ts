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
