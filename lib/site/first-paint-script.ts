// No 'server-only': the first paint's client component reads this while the server renders it; the browser gets first-paint-script-none.ts.
// Holds fonts and images until the first paint; why: docs/decisions.md, "Fonts" and "The switch, part by part".
const SEEN = 'web-fonts-seen';
/*
 * At the first paint: images and the greeting's files (data-first-paint). Then, one frame each, the
 * greeting and each section below it are laid out in the web fonts (data-switched), so no single task
 * lays out the whole page; last, the rest of the page (data-after-paint). A return visit, its fonts
 * at hand, has all of it before its first paint.
 */
const SCRIPT = `(function(){var d=document.documentElement,done=false,s='setAttribute';
function names(){var f=document.fonts,n=function(){d[s]('data-names-ready','')};if(!f||!f.load){n();return}
Promise.all([].map.call(document.querySelectorAll('[data-font]'),function(e){return f.load(e.getAttribute('data-font'),e.textContent)})).then(n,n);
f.ready.then(function(){try{localStorage.setItem('${SEEN}','1')}catch(e){}})}
function later(go){var gone=false,once=function(){if(!gone){gone=true;setTimeout(go,0)}};requestAnimationFrame(once);setTimeout(once,100)}
function on(atOnce){if(done)return;done=true;d[s]('data-first-paint','');try{performance.mark('after-paint')}catch(e){}names();
if(atOnce){d[s]('data-after-paint','');return}
var m=document.querySelector('header + main'),parts=[document.querySelector('header')].concat(m?[].slice.call(m.children):[]);
(function next(){var p=parts.shift();later(p===undefined?function(){d[s]('data-after-paint','')}:function(){if(p)p[s]('data-switched','');next()})})()}
try{if(localStorage.getItem('${SEEN}')){on(true);return}}catch(e){}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)on()}).observe({type:'paint',buffered:true})}catch(e){}
addEventListener('load',function(){setTimeout(on,1000)})})()`;

/** The first paint's switch (components/shared/first-paint-script.tsx). */
export function firstPaintScript(): string {
  return SCRIPT;
}
