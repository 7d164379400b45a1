import { gathered, KEPT_BACKUP_MOST } from './backup-shelf';

// A backup the desk keeps in storage is gathered in the server's memory first: a wedding full of guests' videos is refused, not held.

const chunks = (count: number, size: number) => {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { body, pulled: () => pulled };
};

it('gathers a backup within the bound', async () => {
  expect((await gathered('wedding-backup-x.zip', chunks(4, 1000).body, 4000)).length).toBe(4000);
});

it('stops reading once the backup is past the bound, saying how to keep it instead', async () => {
  const big = chunks(100, 2 ** 20);
  await expect(gathered('wedding-backup-x.zip', big.body, 8 * 2 ** 20)).rejects.toThrow(
    /^Could not keep the backup wedding-backup-x\.zip: the wedding, its guests' photos and videos included, is over 8 MB \(.*npm run backup.*; Download a backup streams it whole\)$/,
  );
  expect(big.pulled()).toBeLessThan(12);
  expect(KEPT_BACKUP_MOST).toBeGreaterThan(50 * 2 ** 20);
});
