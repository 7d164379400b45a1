/** The browser's side of lib/invitation/web-faces.ts (next.config.ts, resolveAlias): the rules are already in the page. */
export function webFacesCss(): string {
  return '';
}

export function cutFacesCss(): string {
  return '';
}
