import path from 'node:path';
import { checkSnapshot } from './check';

const supabase = { url: 'https://x.supabase.co', anonKey: 'k', imageTransforms: true };

describe("the doctor's snapshot check", () => {
  it('fails a Supabase site without a snapshot, says what guests would see, and how to make one', () => {
    const finding = checkSnapshot({ supabase, snapshotFile: path.join(__dirname, 'no-such-snapshot.json') }, __dirname);

    expect(finding).toMatchObject({ level: 'fail', title: 'No content snapshot (no-such-snapshot.json)' });
    expect(finding.detail).toMatch(/told to try again later/);
    expect(finding.fix).toMatch(/npm run snapshot/);
  });

  it('is only a note for a site on local content, and fails a file that is not a snapshot', () => {
    expect(checkSnapshot({ supabase: null, snapshotFile: '/nowhere/snapshot.json' }).level).toBe('info');
    expect(checkSnapshot({ supabase, snapshotFile: __filename }).level).toBe('fail');
  });
});
