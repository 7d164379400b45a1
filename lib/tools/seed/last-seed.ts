import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from '@/lib/wedding/zod';
import { describeError, isMissingTable, isPermissionDenied, SERVICE_KEY_HELP, UsageError } from '@/lib/couple/project';

// It holds guests' names and messages: only the secret key reads or writes it.

const LAST_SEED_MIGRATION = 'supabase/migrations/20261202020000_last_seed.sql';

const recordedShape = z.record(z.string(), z.record(z.string(), z.string()));
const photoSourceShape = z.object({
  sha256: z.string(),
  md5: z.string(),
});
export const lastSeedShape = z.object({
  seededAt: z.string(),
  seededFrom: z.optional(z.string()),
  folder: recordedShape,
  project: recordedShape,
  sources: z._default(z.record(z.string(), photoSourceShape), {}),
});

export type PhotoSource = z.output<typeof photoSourceShape>;
export type LastSeed = z.output<typeof lastSeedShape>;

// jsonb cannot hold U+0000, which story keys carry: escaped as %00, and % as %25.
const escapeKey = (k: string) => k.replace(/[%\u0000]/g, (c) => (c === '%' ? '%25' : '%00'));
const unescapeKey = (k: string) => k.replace(/%(25|00)/g, (_, c: string) => (c === '25' ? '%' : '\u0000'));
const mapKeys = (r: LastSeed['folder'], f: (key: string) => string) => Object.fromEntries(Object.entries(r).map(([k, v]) => [f(k), v]));

type StoredSeed = { seed: LastSeed | null; unreadable: boolean };

export async function readLastSeed(client: SupabaseClient): Promise<StoredSeed> {
  const { data, error } = await client.from('last_seed').select('seeded_at, seeded_from, folder, project, sources').eq('id', 1).maybeSingle().retry(false);
  if (error && isMissingTable(error)) {
    throw new UsageError(
      `The project cannot keep what the seed writes yet: apply ${LAST_SEED_MIGRATION} (and any earlier migration it lacks; see supabase/README.md). Nothing was changed.`,
    );
  }
  if (error && isPermissionDenied(error)) throw new UsageError(`The key given is not the project's secret key: it may not read what the last seed wrote. ${SERVICE_KEY_HELP}`);
  if (error) throw new Error(`Could not read what the last seed wrote: ${describeError(error)}.`);
  if (!data) return { seed: null, unreadable: false };
  const row = data as Record<string, unknown>;
  const parsed = lastSeedShape.safeParse({ seededAt: row.seeded_at, seededFrom: row.seeded_from ?? undefined, folder: row.folder, project: row.project, sources: row.sources ?? undefined });
  if (!parsed.success) return { seed: null, unreadable: true };
  return { seed: { ...parsed.data, folder: mapKeys(parsed.data.folder, unescapeKey), project: mapKeys(parsed.data.project, unescapeKey) }, unreadable: false };
}

export async function writeLastSeed(client: SupabaseClient, seed: LastSeed): Promise<void> {
  const row = { id: 1, seeded_at: seed.seededAt, seeded_from: seed.seededFrom ?? null, folder: mapKeys(seed.folder, escapeKey), project: mapKeys(seed.project, escapeKey), sources: seed.sources };
  const { error } = await client.from('last_seed').upsert(row, { onConflict: 'id' });
  if (error) throw new Error(`Could not keep what the seed wrote in the project: ${describeError(error)}.`);
}
