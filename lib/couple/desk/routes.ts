import type { Route } from './context';
import { cardsRoutes } from './cards-routes';
import { healthRoutes } from './health-routes';
import { importRoutes } from './import-routes';
import { messagesRoutes } from './messages-routes';
import { photoRoutes } from './photo-routes';
import { weddingRoutes } from './wedding-routes';

export const deskRoutes: Route[] = [...weddingRoutes, ...healthRoutes, ...cardsRoutes, ...importRoutes, ...messagesRoutes, ...photoRoutes];
