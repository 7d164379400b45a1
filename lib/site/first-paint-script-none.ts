/** The browser's side of lib/site/first-paint-script.ts (next.config.ts, resolveAlias): the script is already in the page. */
export function firstPaintScript(): string {
  return '';
}
