/** What a page's HTML is made of: the RSC payload's scripts, the inline CSS, the rest (markup); font faces in the payload. */
export function pagePayload(html: string) {
  const scripts = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)];
  const payload = scripts.map((m) => JSON.parse(m[1] as string) as [number, string?]).filter((row) => row[0] === 1).map((row) => row[1] ?? '').join('');
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)];
  const bytes = (parts: RegExpMatchArray[]) => parts.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  const [scriptBytes, styleBytes] = [bytes(scripts), bytes(styles)];
  return {
    scriptBytes,
    styleBytes,
    markupBytes: Buffer.byteLength(html) - scriptBytes - styleBytes,
    fontFaces: payload.match(/@font-face/g)?.length ?? 0,
  };
}
