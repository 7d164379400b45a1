// Likewise: stands in for the site's start-up hook, doing nothing.
export function register() {}
