// Without a proxy of its own, Turbopack bundles the site's (two folders up) into this build.
// This one matches no request: the bare page stays bare.
export function proxy() {}
export const config = { matcher: '/__bench-never' };
