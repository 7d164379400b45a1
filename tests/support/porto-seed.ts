import path from 'node:path';
import { runSeed, type SeedRequest } from '@/lib/tools/seed/seed-project';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { collectedLines, toolFolder } from './tool-folder';

/** Inês & Kenji's folder and an empty project with its policies on, per test; seed() runs `npm run db:seed` on them. */
export function portoSeedFolder(prefix: string) {
  const standIn = standInPerTest({ rls: true, demo: false, bucketExists: false });
  const { dir: root, content: porto } = toolFolder({ prefix, wedding: 'porto', into: 'porto-wedding' });
  const env = () => ({
    SUPABASE_URL: standIn().url,
    SUPABASE_ANON_KEY: standIn().anonKey,
    SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey,
    CONTENT_SNAPSHOT: path.join(root(), 'snapshot.json'),
  });
  const seed = async (o: Partial<SeedRequest> = {}) => {
    const { out, err, io } = collectedLines();
    const code = await runSeed({ dryRun: false, yes: false, demoGuests: false, removeDemoGuests: false, content: porto(), ...o }, env(), root(), io);
    return { code, out, err };
  };
  return { standIn, root, porto, env, seed };
}
