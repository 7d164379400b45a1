import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini: the guest's path loads a fraction of classic zod on a cold start; its messages stay in English.
// Imported as a namespace (`import * as z`), so the bundle keeps only what is used.
config(en());

export * from 'zod/mini';
