import { bucketFolderTests, putBucketFolders } from './support/bucket-folders';
import { describeOnRealPostgres } from './support/real-postgres';

describeOnRealPostgres('bucket wedding-photos, folder by folder, on a real PostgreSQL', (server) => {
  beforeAll(() => putBucketFolders(server().admin));
  bucketFolderTests(() => server().admin);
});
