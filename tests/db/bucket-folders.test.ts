import { bucketFolderTests, putBucketFolders } from './support/bucket-folders';
import { migratedDatabase, type Database } from './support/postgres';

// The bucket's folders by role on PGlite; bucket-folders-real.test.ts asks the same of a real PostgreSQL.

let db: Database;
beforeAll(async () => {
  db = await migratedDatabase();
  await putBucketFolders(db);
}, 60_000);
afterAll(() => db?.close());

describe('bucket wedding-photos, folder by folder', () => {
  bucketFolderTests(() => db);
});
