export const FIRST_FRAME_UNTIL = 'first-frame';

// Chromium holds the first frame until this element is parsed, so half a block never shows.
export function FirstFrameUntil() {
  return <link rel="expect" href={`#${FIRST_FRAME_UNTIL}`} blocking="render" />;
}

// For a page drawn as it arrives (the desk's 300 guests): without it, the first frame waits for the whole document.
export function FirstFrameNow() {
  return <span id={FIRST_FRAME_UNTIL} hidden />;
}
