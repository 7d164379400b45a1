import { buildSnapshotFailure } from '../../lib/couple/snapshot/build-status';

if (require.main === module) {
  const failure = buildSnapshotFailure(process.cwd());
  if (failure) {
    console.error(
      [
        '',
        '!! The content snapshot was NOT made for this build.',
        `!! ${failure}`,
        '!! If the backend fails on a cold start, guests are told to try again instead of seeing your wedding.',
        '!! Fix the backend or its settings, then build again or run: npm run snapshot (docs/couples-guide.md).',
      ].join('\n'),
    );
  }
}
