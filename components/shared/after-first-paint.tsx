import { preload } from 'react-dom';

// Holds fonts and images until the first paint; why: docs/decisions.md, "Fonts".
const SEEN = 'web-fonts-seen';
export const WEB_FACES_ID = 'web-faces';
// The fonts' sheet (WebFaces) turns on as soon as it is in, so its rules are there before the fonts are named;
// the names change face once its rules and their files are in.
const SCRIPT = `(function(){var d=document.documentElement,done=false,s=document.getElementById('${WEB_FACES_ID}'),a=function(){s.media='all'};
if(s){if(s.sheet)a();else s.addEventListener('load',a)}
function names(){var f=document.fonts,n=function(){d.setAttribute('data-names-ready','')};if(!f||!f.load){n();return}
Promise.all([].map.call(document.querySelectorAll('[data-font]'),function(e){return f.load(e.getAttribute('data-font'),e.textContent)})).then(n,n);
f.ready.then(function(){try{localStorage.setItem('${SEEN}','1')}catch(e){}})}
function on(){if(done)return;done=true;d.setAttribute('data-after-paint','');try{performance.mark('after-paint')}catch(e){}
if(!s||s.sheet)names();else{s.addEventListener('load',names);s.addEventListener('error',names)}}
try{if(localStorage.getItem('${SEEN}')){on();return}}catch(e){}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)on()}).observe({type:'paint',buffered:true})}catch(e){}
addEventListener('load',function(){setTimeout(function(){on()},1000)})})()`;

/**
 * The web fonts' rules, out of the inline CSS and the RSC payload: fetched beside the page as a print sheet, which
 * never holds the first paint, and made the screen's by the script once that paint is on screen.
 */
export function WebFaces({ href }: { href: string | null }) {
  if (!href) return null;
  // Asked for at the top of the head: a print sheet alone waits behind the page's scripts on a slow link.
  preload(href, { as: 'style', fetchPriority: 'high' });
  return (
    <>
      <link id={WEB_FACES_ID} rel="stylesheet" href={href} media="print" suppressHydrationWarning />
      {/* Without scripts the fonts are named at once (app/globals.css). */}
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}

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
