import { spawnSync } from 'node:child_process';

/**
 * What a couple puts beside the code that must never reach a public repository by accident:
 * the snapshot (date, venue, e-mail, phone), their content folder (guests' photos), their guest
 * list and the links and opens made from it (each line a working invitation), the last seed's record
 * and the backups (both hold the guests).
 */
const PRIVATE = [
  'content/snapshot.json',
  'my-wedding/wedding.json',
  'my-wedding/media/guest-photos/ana-kowalska/1.jpg',
  'guests.csv',
  'guests-2027.csv',
  'guest-links/guest-links.csv',
  'opens.csv',
  '.env.local',
  '.last-seed.json',
  'backups/2026-11-26T01-30-05Z/rows/guests.json',
];

it.each(PRIVATE)('git ignores %s', (file) => {
  const result = spawnSync('git', ['check-ignore', '--no-index', '-q', file], { encoding: 'utf8' });
  expect(result.status).toBe(0);
});

it('still tracks the demo wedding', () => {
  const result = spawnSync('git', ['check-ignore', '--no-index', '-q', 'content/demo/wedding.json'], { encoding: 'utf8' });
  expect(result.status).toBe(1);
});
