/** What every answer of the desk's own routes carries: for this browser only, never kept by a cache or indexed. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/** A plain-text answer from a desk route (a refusal, or why there is nothing). */
export const privateText = (status: number, text: string) =>
  new Response(text, { status, headers: { ...PRIVATE_HEADERS, 'content-type': 'text/plain; charset=utf-8' } });
