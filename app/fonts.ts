/*
 * The invitation's faces, with @fontsource's own CSS: one @font-face per script subset with its
 * unicode-range, so a page downloads only the files its letters need (a Polish name adds Latin
 * Extended, a Russian one Cyrillic, an Arabic page the Arabic faces). Files come from the packages (the
 * build needs no network) and the CSS is inlined with the page's. Nothing is preloaded: globals.css
 * names the families once the first paint is on screen, and until then app/font-fallbacks.css's
 * system faces take the same room.
 */
// Each weight's whole file, every subset with its unicode-range; postcss.config.mjs keeps the subsets the
// site's languages need (each face declared costs every page's <head> bytes, read by link-preview crawlers
// within their first 32 KB).
import '@fontsource/cormorant-garamond/500-italic.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/great-vibes/400.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
// Lato has no Vietnamese or Cyrillic letters: Noto Sans draws them (and a Vietnamese page's whole text).
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
// No face above has Arabic letters: each role has an Arabic face, its Arabic subset only.
import '@fontsource/noto-naskh-arabic/500.css';
import '@fontsource/noto-naskh-arabic/600.css';
import '@fontsource/aref-ruqaa/400.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
