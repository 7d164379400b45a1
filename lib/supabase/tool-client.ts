import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientOptions } from './public-client';

export const toolClient = (url: string, key: string, fetchImpl?: typeof fetch): SupabaseClient => createClient(url, key, clientOptions(fetchImpl));
