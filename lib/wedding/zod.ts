import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini with English messages, imported as a namespace (docs/decisions.md, "Schemas in zod/mini").
config(en());

export * from 'zod/mini';
