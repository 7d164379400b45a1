// Holds fonts and images until the first paint; why: docs/decisions.md, "Fonts".
const SEEN = 'web-fonts-seen';
const SCRIPT = `(function(){var d=document.documentElement,done=false;
function on(){if(done)return;done=true;d.setAttribute('data-after-paint','');try{performance.mark('after-paint')}catch(e){}
var f=document.fonts,n=function(){d.setAttribute('data-names-ready','')};if(!f||!f.load){n();return}
Promise.all([].map.call(document.querySelectorAll('[data-font]'),function(e){return f.load(e.getAttribute('data-font'),e.textContent)})).then(n,n);
f.ready.then(function(){try{localStorage.setItem('${SEEN}','1')}catch(e){}})}
try{if(localStorage.getItem('${SEEN}')){on();return}}catch(e){}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)on()}).observe({type:'paint',buffered:true})}catch(e){}
addEventListener('load',function(){setTimeout(on,1000)})})()`;

export function AfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

export const FIRST_FRAME_UNTIL = 'first-frame';

// Chromium holds the first frame until this element is parsed, so half a block never shows.
export function FirstFrameUntil() {
  return <link rel="expect" href={`#${FIRST_FRAME_UNTIL}`} blocking="render" />;
}

// For a page drawn as it arrives (the desk's 300 guests): without it, the first frame waits for the whole document.
export function FirstFrameNow() {
  return <span id={FIRST_FRAME_UNTIL} hidden />;
}
