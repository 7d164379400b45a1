import path from 'node:path';
import { checkSnapshot } from './check';

const supabase = { url: 'https://x.supabase.co', anonKey: 'k', imageTransforms: true };

describe("the doctor's snapshot check", () => {
  it('warns a Supabase site without a snapshot that an outage would show the demo couple, and says how to make one', () => {
    const finding = checkSnapshot({ supabase, snapshotFile: path.join(__dirname, 'no-such-snapshot.json') }, __dirname);

    expect(finding).toMatchObject({ level: 'warn', title: 'No content snapshot (no-such-snapshot.json)' });
    expect(finding.detail).toMatch(/demo couple/);
    expect(finding.fix).toMatch(/npm run snapshot/);
  });

  it('is only a note for a site on local content, and fine once the snapshot exists', () => {
    expect(checkSnapshot({ supabase: null, snapshotFile: '/nowhere/snapshot.json' }).level).toBe('info');
    expect(checkSnapshot({ supabase, snapshotFile: __filename }).level).toBe('ok');
  });
});
