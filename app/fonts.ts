/*
 * The invitation's three faces, with @fontsource's own CSS: one @font-face per script subset with its
 * unicode-range, so a page downloads only the files its letters need (a Polish name adds Latin
 * Extended, a Russian one Cyrillic). Files come from the packages (the build needs no network) and
 * the CSS is inlined with the page's. Nothing is preloaded: globals.css names the families once the
 * first paint is on screen, and until then app/font-fallbacks.css's system faces take the same room.
 */
import '@fontsource/cormorant-garamond/500-italic.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/great-vibes/400.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
