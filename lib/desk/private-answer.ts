export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

export const privateText = (status: number, text: string) =>
  new Response(text, { status, headers: { ...PRIVATE_HEADERS, 'content-type': 'text/plain; charset=utf-8' } });
