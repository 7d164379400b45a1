/** Where the faces' rules and files are made (scripts/fonts/web-faces.ts) and served from. */
export const WEB_FACES_DIR = 'public/faces';
export const WEB_FACES_ROUTE = '/faces';
export const WEB_FACES_SHEET = 'faces.css';
/** The first paint's stand-in faces, written first. */
export const STAND_INS = 'app/font-fallbacks.css';
