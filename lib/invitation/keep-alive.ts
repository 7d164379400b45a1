import 'server-only';
import { getDataSource } from '@/lib/data';

export interface KeepAliveAnswer {
  backend: 'supabase' | 'local' | 'sample';
  answered: boolean;
  ms: number;
}

/** One read of the wedding row, so a free Supabase project sees activity and is not paused; nothing of it is returned. */
export async function keepAlive(): Promise<KeepAliveAnswer> {
  const source = getDataSource();
  const started = performance.now();
  const answered = await source.getWeddingInfo().then(
    () => true,
    () => false,
  );
  return { backend: source.kind, answered, ms: Math.round(performance.now() - started) };
}
