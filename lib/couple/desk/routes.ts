import type { Route } from './context';

/** The desk's screens beyond the guests'. */
export const deskRoutes: Route[] = [];
