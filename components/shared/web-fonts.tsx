/*
 * Names the web fonts, and lets the hero photo load, once the first paint is on screen
 * (app/globals.css :root[data-web-fonts]; hero.module.css): the greeting is drawn at once in
 * metric-matched fallbacks over the shade's colour, and the font files and the photo start only
 * then, so on a slow link they never hold the first paint back. A browser that has loaded the fonts
 * before (they are in its cache) names them at once, so a returning guest sees no swap.
 */
const SEEN = 'web-fonts-seen';
// After the first contentful paint is on screen (not merely drawn: the entry comes once it is
// presented), else a second after load where paint timing is missing.
const SCRIPT = `(function(){var d=document.documentElement,done=false;
function on(){if(done)return;done=true;d.setAttribute('data-web-fonts','');
if(document.fonts)document.fonts.ready.then(function(){try{localStorage.setItem('${SEEN}','1')}catch(e){}})}
try{if(localStorage.getItem('${SEEN}')){on();return}}catch(e){}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)on()}).observe({type:'paint',buffered:true})}catch(e){}
addEventListener('load',function(){setTimeout(on,1000)})})()`;

/** At the end of <body>: the document above it is parsed, so the first paint includes the greeting. */
export function WebFonts({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
