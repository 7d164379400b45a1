import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientOptions } from './public-client';

/** The command-line tools' client, with the key the couple gives their own computer (the secret one bypasses row-level security). */
export const toolClient = (url: string, key: string, fetchImpl?: typeof fetch): SupabaseClient => createClient(url, key, clientOptions(fetchImpl));
