// Plain JavaScript, so the reference needs no tsconfig of its own. Built into .next beside this file.
const config = { poweredByHeader: false };
export default config;
