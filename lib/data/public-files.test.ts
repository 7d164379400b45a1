import path from 'node:path';
import { publicFilePath, readPublicFile } from './public-files';

const inPublic = (...segments: string[]) => path.join(process.cwd(), 'public', ...segments);

describe('the file a site path names in public/', () => {
  it('finds the site’s own images, query and all', () => {
    expect(publicFilePath('/images/venue.jpg')).toBe(inPublic('images', 'venue.jpg'));
    expect(publicFilePath('/images/our%20day.jpg?v=2')).toBe(inPublic('images', 'our day.jpg'));
  });

  it.each(['/images/..%2F..%2Fpackage.json', '/images/%2e%2e/%2e%2e/package.json', '/../package.json', '/', '/images/%E0%A4%A'])(
    'names no file for %s',
    (sitePath) => expect(publicFilePath(sitePath)).toBeNull(),
  );

  it('refuses to read a path that leaves public/', async () => {
    await expect(readPublicFile('/images/..%2F..%2Fpackage.json')).rejects.toThrow('Path leaves public/');
  });
});
