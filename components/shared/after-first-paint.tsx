/*
 * Sets data-after-paint on <html> once the first paint is on screen: what waits for it may then
 * load — the web fonts and the invitation's images — and the sections below the greeting are laid
 * out (app/globals.css). The greeting is drawn at once in metric-matched fallbacks over the shade's
 * colour, so on a slow link neither holds the first paint back. A browser that has loaded the fonts
 * before (they are in its cache) gets the attribute at once, so a returning guest sees no swap.
 * Then data-names-ready, once every file the greeting's names need is in (data-font: the face an
 * element's own text is drawn in): a name with letters from two of a face's files (Latin and Latin
 * Extended, say) changes face in one step, not once per file, so its line breaks only once.
 */
const SEEN = 'web-fonts-seen';
// The mark lets a test (and a curious engineer) see when it happened.
// After the first contentful paint is on screen (not merely drawn: the entry comes once it is
// presented), else a second after load where paint timing is missing.
const SCRIPT = `(function(){var d=document.documentElement,done=false;
function on(){if(done)return;done=true;d.setAttribute('data-after-paint','');try{performance.mark('after-paint')}catch(e){}
var f=document.fonts,n=function(){d.setAttribute('data-names-ready','')};if(!f||!f.load){n();return}
Promise.all([].map.call(document.querySelectorAll('[data-font]'),function(e){return f.load(e.getAttribute('data-font'),e.textContent)})).then(n,n);
f.ready.then(function(){try{localStorage.setItem('${SEEN}','1')}catch(e){}})}
try{if(localStorage.getItem('${SEEN}')){on();return}}catch(e){}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)on()}).observe({type:'paint',buffered:true})}catch(e){}
addEventListener('load',function(){setTimeout(on,1000)})})()`;

/** In <head>, before any content: a returning guest's first paint, which may come before the body is parsed, already has the fonts named. */
export function AfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/** The id of what the first frame waits for: on the invitation, the element after the greeting. */
export const FIRST_FRAME_UNTIL = 'invitation';

/**
 * A first frame drawn while the page is still arriving shows half a block (the greeting's names, the
 * notice's card), which grows when the rest comes. Chromium holds the frame until the element with
 * FIRST_FRAME_UNTIL is parsed (it lets go at that element's start tag, so it must follow the block),
 * and on a page without one (a notice, a few KB) until the page is read. Other browsers ignore it.
 */
export function FirstFrameUntil() {
  return <link rel="expect" href={`#${FIRST_FRAME_UNTIL}`} blocking="render" />;
}
