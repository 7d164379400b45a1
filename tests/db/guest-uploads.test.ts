import { putGuestUploadWedding } from './support/guest-uploads';
import { guestUploadTests } from './support/guest-upload-tests';
import { migratedDatabase, type Database } from './support/postgres';

// Guests' uploads on PGlite; guest-uploads-real.test.ts asks the same of a real PostgreSQL, and two guests at once.

let db: Database;
beforeAll(async () => {
  db = await migratedDatabase();
  await putGuestUploadWedding(db);
}, 60_000);
afterAll(() => db?.close());

describe("guests' uploads", () => {
  guestUploadTests(() => db);
});
