import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { startStandIn, type StandIn } from './server';

/** The stand-in itself: that it answers like PostgREST and Storage, checks what it must, and fails on demand. */

let standIn: StandIn;
const KEY = { apikey: 'stand-in-anon-key' };
const OBJECT = { ...KEY, accept: 'application/vnd.pgrst.object+json' };

const rows = [
  { id: 1, year: 2019, title: 'Ana', description: 'red', details: 'seven', photo_path: null },
  { id: 2, year: 2020, title: 'Ben', description: 'blue', details: null, photo_path: null },
  { id: 3, year: 2018, title: 'Cy', description: 'red', details: 'three', photo_path: null },
];
/** A row as Postgres answers it: with the columns the migrations add (created_at, updated_at). */
const stored = (row: (typeof rows)[number]) => expect.objectContaining(row);

beforeEach(async () => {
  standIn = await startStandIn({
    tables: { love_story: rows },
    files: {
      'gallery/b.jpg': 'bee',
      'gallery/a.jpg': { bytes: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' },
      'gallery/Zed.png': 'zed',
      'gallery/old/c.jpg': 'see',
      'guest-photos/x/1.jpg': 'one',
    },
  });
});
afterEach(() => standIn.close());

const get = (p: string, headers: Record<string, string> = KEY) => fetch(`${standIn.url}${p}`, { headers });
const post = (p: string, body: unknown, headers: Record<string, string> = KEY) =>
  fetch(`${standIn.url}${p}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const sign = async (p: string, body: unknown) => (await (await post(`/storage/v1/object/sign/wedding-photos/${p}`, body)).json()) as { signedURL: string };

describe('PostgREST', () => {
  it('answers every row of a table as a JSON array', async () => {
    const res = await get('/rest/v1/love_story?select=*');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(rows.map(stored));
  });

  it('filters, orders (nulls last ascending), pages and picks columns', async () => {
    const filtered = await (await get('/rest/v1/love_story?select=title&description=eq.red&order=year.asc')).json();
    const ordered = await (await get('/rest/v1/love_story?select=id&order=details.asc')).json();
    const descending = await (await get('/rest/v1/love_story?select=id&order=details.desc')).json();
    const paged = await (await get('/rest/v1/love_story?select=id&order=id.asc&limit=1&offset=1')).json();
    const listed = await (await get('/rest/v1/love_story?select=id&id=in.(1,3)&details=not.is.null&order=id')).json();

    expect(filtered).toEqual([{ title: 'Cy' }, { title: 'Ana' }]);
    expect(ordered).toEqual([{ id: 1 }, { id: 3 }, { id: 2 }]);
    expect(descending).toEqual([{ id: 2 }, { id: 3 }, { id: 1 }]);
    expect(paged).toEqual([{ id: 2 }]);
    expect(listed).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('pages by a Range header as PostgREST does, saying which rows it answered', async () => {
    const res = await get('/rest/v1/love_story?select=id&order=id.asc', { ...KEY, range: '1-5' });

    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  it('answers the single object for the object media type', async () => {
    const res = await get('/rest/v1/love_story?select=*&id=eq.2', OBJECT);

    expect(res.headers.get('content-type')).toContain('application/vnd.pgrst.object+json');
    expect(await res.json()).toEqual(stored(rows[1]!));
  });

  it.each([
    ['no row', 'id=eq.9', 0],
    ['several rows', 'description=eq.red', 2],
  ])('refuses the object media type with 406 PGRST116 for %s', async (_, filter, count) => {
    const res = await get(`/rest/v1/love_story?select=*&${filter}`, OBJECT);

    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST116',
      details: `The result contains ${count} rows`,
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
  });

  it('answers 404 PGRST205 for a table it does not have', async () => {
    const res = await get('/rest/v1/nope?select=*');

    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'PGRST205' });
  });

  it('answers 400 for an unknown column or operator, with Postgres’s message', async () => {
    const unknown = await get('/rest/v1/love_story?select=*&colour=eq.red');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: '42703', message: 'column love_story.colour does not exist' });
    expect((await get('/rest/v1/love_story?select=*&id=around.2')).status).toBe(400);
    expect((await get('/rest/v1/love_story?select=*&order=title.sideways')).status).toBe(400);
  });

  it('wants the API key', async () => {
    expect((await get('/rest/v1/love_story?select=*', {})).status).toBe(401);
    expect((await get('/rest/v1/love_story?select=*', { apikey: 'wrong' })).status).toBe(401);
  });

  it('compares an id as Postgres compares uuids: any case matches, and text that is no uuid is refused', async () => {
    const guest = 'aa65baed-fb2b-4053-ba70-853b127d1f88';
    const upper = await get(`/rest/v1/guests?select=id&id=eq.${guest.toUpperCase()}`, { ...KEY, 'x-guest-id': guest });
    const notUuid = await get('/rest/v1/guests?select=id&id=eq.not-a-uuid', { ...KEY, 'x-guest-id': guest });

    expect(await upper.json()).toEqual([{ id: guest }]);
    expect(notUuid.status).toBe(400);
    expect(await notUuid.json()).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' });
  });

  it('answers the anon key as the policies of supabase/migrations do: a guest only to a request naming it in x-guest-id', async () => {
    const guest = 'aa65baed-fb2b-4053-ba70-853b127d1f88';
    expect(await (await get('/rest/v1/guests?select=id')).json()).toEqual([]);
    expect(await (await get(`/rest/v1/guests?select=id&id=eq.${guest}`)).json()).toEqual([]);
    expect(await (await get('/rest/v1/guests?select=id', { ...KEY, 'x-guest-id': guest })).json()).toEqual([{ id: guest }]);
    expect(await (await get('/rest/v1/guests?select=id', { apikey: standIn.serviceKey })).json()).toHaveLength(DEMO_GUESTS.length);
  });

  it('runs the real policies: dropping the guest-row policy hides every guest, even to the site’s own request', async () => {
    const guest = 'aa65baed-fb2b-4053-ba70-853b127d1f88';
    await standIn.sql('drop policy "a guest is readable only by a request naming its id in x-guest-id" on public.guests');

    expect(await (await get(`/rest/v1/guests?select=id&id=eq.${guest}`, { ...KEY, 'x-guest-id': guest })).json()).toEqual([]);
  });
});

describe('Storage', () => {
  const list = async (body: unknown) => (await (await post('/storage/v1/object/list/wedding-photos', body)).json()) as Record<string, unknown>[];

  it('lists the entries directly under a prefix, by name, folders with id and metadata null', async () => {
    const entries = await list({ prefix: 'gallery', limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });

    expect(entries.map((e) => e.name)).toEqual(['Zed.png', 'a.jpg', 'b.jpg', 'old']);
    expect(entries[3]).toEqual({ name: 'old', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    expect(entries[1]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      metadata: { size: 3, mimetype: 'image/jpeg', contentLength: 3, httpStatusCode: 200 },
    });
  });

  it('sorts descending, pages, searches and ignores slashes around the prefix', async () => {
    expect((await list({ prefix: '/gallery/', sortBy: { column: 'name', order: 'desc' } })).map((e) => e.name)).toEqual([
      'old',
      'b.jpg',
      'a.jpg',
      'Zed.png',
    ]);
    expect((await list({ prefix: 'gallery', limit: 2, offset: 1 })).map((e) => e.name)).toEqual(['a.jpg', 'b.jpg']);
    expect((await list({ prefix: 'gallery', search: 'b' })).map((e) => e.name)).toEqual(['b.jpg']);
  });

  it('answers an empty list for a folder that does not exist', async () => {
    expect(await list({ prefix: 'guest-photos/nobody' })).toEqual([]);
  });

  it('signs a path, and the signed URL serves the bytes with their type without a key', async () => {
    const { signedURL } = await sign('gallery/a.jpg', { expiresIn: 60 });

    expect(signedURL).toMatch(/^\/object\/sign\/wedding-photos\/gallery\/a\.jpg\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const file = await fetch(`${standIn.url}/storage/v1${signedURL}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });

  it('hands out an upload address that takes one upload with its token alone, as the one who asked; the anon key gets none, its policies checked when signing', async () => {
    const SECRET = { apikey: 'stand-in-service-key', authorization: 'Bearer stand-in-service-key' };
    const { url } = (await (await post('/storage/v1/object/upload/sign/wedding-photos/gallery/new.jpg', {}, SECRET)).json()) as { url: string };
    expect(url).toMatch(/^\/object\/upload\/sign\/wedding-photos\/gallery\/new\.jpg\?token=[\w-]+$/);
    const put = (bytes: Buffer) => fetch(`${standIn.url}/storage/v1${url}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) });
    expect((await put(Buffer.from([9, 9]))).status).toBe(200);
    expect(standIn.fileBytes('gallery/new.jpg')).toEqual(Buffer.from([9, 9]));
    expect((await put(Buffer.from([7]))).status).toBe(400);

    const anon = await post('/storage/v1/object/upload/sign/wedding-photos/gallery/sneaky.jpg', {});
    expect(anon.status).toBe(400);
    expect(await anon.json()).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(standIn.filePaths()).not.toContain('gallery/sneaky.jpg');
  });

  it('signs a transformed image under render/image, and only that route serves it, resized', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a227' } }).jpeg().toBuffer();
    await standIn.setFile('gallery/photo.jpg', photo);
    const transform = { width: 200, height: 200, resize: 'cover', quality: 80 };
    const { signedURL } = await sign('gallery/photo.jpg', { expiresIn: 60, transform });

    expect(signedURL).toMatch(/^\/render\/image\/sign\/wedding-photos\/gallery\/photo\.jpg\?token=/);
    const file = await fetch(`${standIn.url}/storage/v1${signedURL}`);
    expect(file.headers.get('x-stand-in-transform')).toBe('width:200,height:200,resize:cover,quality:80');
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 200, format: 'jpeg' });
    const wrongRoute = await fetch(`${standIn.url}/storage/v1${signedURL.replace('/render/image/sign/', '/object/sign/')}`);
    expect(wrongRoute.status).toBe(400);
    // Bytes that are no image (the tests' stand-in files) are served as stored, and say so.
    const fake = await fetch(`${standIn.url}/storage/v1${(await sign('gallery/b.jpg', { expiresIn: 60, transform })).signedURL}`);
    expect(await fake.text()).toBe('bee');
    expect(fake.headers.get('x-stand-in-transform')).toMatch(/not an image, served as stored$/);
  });

  it('without image transformation (the free plan) drops the transform and signs the plain object, as Supabase does', async () => {
    standIn.setImageTransforms(false);
    const { signedURL } = await sign('gallery/b.jpg', { expiresIn: 60, transform: { width: 1200, height: 1200, resize: 'cover', quality: 90 } });

    expect(signedURL).toMatch(/^\/object\/sign\/wedding-photos\/gallery\/b\.jpg\?token=/);
    expect(await (await fetch(`${standIn.url}/storage/v1${signedURL}`)).text()).toBe('bee');
  });

  it('serves the byte range a browser asks for (a video), and 416 for one past the end', async () => {
    const { signedURL } = await sign('gallery/a.jpg', { expiresIn: 60 });
    const url = `${standIn.url}/storage/v1${signedURL}`;
    const part = await fetch(url, { headers: { range: 'bytes=1-' } });
    const past = await fetch(url, { headers: { range: 'bytes=9-' } });

    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1-2/3');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from([2, 3]));
    expect(past.status).toBe(416);
  });

  it('hides a guest’s folder from the anon key unless x-guest-id names that guest (the storage policies)', async () => {
    expect(await list({ prefix: 'guest-photos/x' })).toEqual([]);
    expect((await post('/storage/v1/object/sign/wedding-photos/guest-photos/x/1.jpg', { expiresIn: 60 })).status).toBe(400);
    const asService = await post('/storage/v1/object/list/wedding-photos', { prefix: 'guest-photos/x' }, { apikey: standIn.serviceKey });
    expect(((await asService.json()) as { name: string }[]).map((e) => e.name)).toEqual(['1.jpg']);
  });

  it('refuses a bad transform and a missing object', async () => {
    const badTransform = await post('/storage/v1/object/sign/wedding-photos/gallery/a.jpg', { expiresIn: 60, transform: { quality: 5 } });
    const missing = await post('/storage/v1/object/sign/wedding-photos/gallery/none.jpg', { expiresIn: 60 });

    expect(badTransform.status).toBe(400);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('checks the token: tampered, for another file, or missing', async () => {
    const { signedURL } = await sign('gallery/a.jpg', { expiresIn: 60 });
    const url = `${standIn.url}/storage/v1${signedURL}`;
    const [head, payload, signature = ''] = url.split('token=')[1]?.split('.') ?? [];
    const forged = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = await fetch(`${url.split('token=')[0]}token=${head}.${payload}.${forged}`);
    const otherFile = await fetch(url.replace('gallery/a.jpg', 'gallery/b.jpg'));
    const noToken = await fetch(url.split('?')[0] as string);

    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });
    expect(otherFile.status).toBe(400);
    expect(await otherFile.json()).toMatchObject({ error: 'InvalidSignature' });
    expect(noToken.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const { signedURL } = await sign('gallery/a.jpg', { expiresIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const res = await fetch(`${standIn.url}/storage/v1${signedURL}`);

    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidJWT', message: 'jwt expired' });
  });

  it('signs many paths at once, with an error entry for a missing one', async () => {
    const res = await post('/storage/v1/object/sign/wedding-photos', { expiresIn: 60, paths: ['gallery/a.jpg', 'gallery/none.jpg'] });
    const [found, missing] = (await res.json()) as { error: string | null; path: string; signedURL: string | null }[];

    expect(found).toMatchObject({ error: null, path: 'gallery/a.jpg', signedURL: expect.stringMatching(/^\/object\/sign\/wedding-photos\/gallery\/a\.jpg\?token=/) });
    expect(missing).toEqual({ error: 'Either the object does not exist or you do not have access to it', path: 'gallery/none.jpg', signedURL: null });
    expect((await fetch(`${standIn.url}/storage/v1${found?.signedURL}`)).status).toBe(200);
  });

  it('downloads with the key, as download() does', async () => {
    expect(await (await get('/storage/v1/object/wedding-photos/gallery/b.jpg')).text()).toBe('bee');
    expect((await get('/storage/v1/object/wedding-photos/gallery/b.jpg', {})).status).toBe(401);
  });

  it('knows only its bucket', async () => {
    const res = await post('/storage/v1/object/list/other-bucket', { prefix: '' });

    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Bucket not found' });
  });
});

describe('failures on demand', () => {
  it('answers 500 in each service own error format', async () => {
    standIn.setFailure('rest', '500');
    standIn.setFailure('list', '500');

    const rest = await get('/rest/v1/love_story?select=*');
    const storage = await post('/storage/v1/object/list/wedding-photos', { prefix: '' });

    expect(rest.status).toBe(500);
    expect(await rest.json()).toMatchObject({ code: 'XX000', message: expect.any(String) });
    expect(storage.status).toBe(500);
    expect(await storage.json()).toMatchObject({ statusCode: '500', error: 'internal' });
  });

  it.each([
    ['html-502', 502, 'text/html', /<h1>502 Bad Gateway<\/h1>/],
    ['401', 401, 'application/json', /Invalid API key/],
    ['429', 429, 'application/json', /Too many requests/],
  ] as const)('answers %s as the gateway in front of the services does', async (mode, status, type, body) => {
    standIn.setFailure('rest', mode);
    standIn.setFailure('sign', mode);

    for (const res of [await get('/rest/v1/love_story?select=*'), await post('/storage/v1/object/sign/wedding-photos/gallery/a.jpg', { expiresIn: 60 })]) {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain(type);
      expect(await res.text()).toMatch(body);
    }
  });

  it('answers a body that is not JSON for malformed-json', async () => {
    standIn.setFailure('sign', 'malformed-json');

    const res = await post('/storage/v1/object/sign/wedding-photos/gallery/a.jpg', { expiresIn: 60 });

    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('answers strings where rows and entries belong for wrong-shape', async () => {
    standIn.setFailure('rest', 'wrong-shape');
    standIn.setFailure('list', 'wrong-shape');

    const table = (await (await get('/rest/v1/love_story?select=*')).json()) as unknown[];
    const entries = (await (await post('/storage/v1/object/list/wedding-photos', { prefix: 'gallery' })).json()) as unknown[];

    expect(table).toHaveLength(3);
    expect(table.every((r) => typeof r === 'string')).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => typeof e === 'string')).toBe(true);
  });

  it('drops the connection for refuse', async () => {
    standIn.setFailure('rest', 'refuse');

    await expect(get('/rest/v1/love_story?select=*')).rejects.toThrow('fetch failed');
  });

  it('never answers for hang, until closed', async () => {
    standIn.setFailure('rest', 'hang');
    const answer = get('/rest/v1/love_story?select=*').then(
      () => 'answered',
      () => 'cut off',
    );

    const early = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 150))]);
    await standIn.close();

    expect(early).toBe('still waiting');
    await expect(answer).resolves.toBe('cut off');
  });

  it('fails only the given table or path, and only so many times', async () => {
    standIn.setFailure('rest', '500', { table: 'love_story', times: 1 });
    standIn.setFailure('sign', '500', { path: 'gallery/old' });

    expect((await get('/rest/v1/love_story?select=*')).status).toBe(500);
    expect((await get('/rest/v1/love_story?select=*')).status).toBe(200);
    expect((await post('/storage/v1/object/sign/wedding-photos/gallery/old/c.jpg', { expiresIn: 60 })).status).toBe(500);
    expect((await post('/storage/v1/object/sign/wedding-photos/gallery/a.jpg', { expiresIn: 60 })).status).toBe(200);
  });

  it('stops failing when told', async () => {
    standIn.setFailure('rest', '500');
    standIn.setFailure('rest', null);

    expect((await get('/rest/v1/love_story?select=*')).status).toBe(200);
  });

  it('waits the configured latency before every answer', async () => {
    standIn.setLatency(120);
    const start = Date.now();

    await get('/rest/v1/love_story?select=*');

    expect(Date.now() - start).toBeGreaterThanOrEqual(115);
  });
});

describe('the request record', () => {
  it('keeps method, decoded path, query, lower-case headers, parsed body and route', async () => {
    await get('/rest/v1/love_story?select=*&id=gt.1&id=lt.3', { ...KEY, 'X-Guest-Id': 'abc' });
    await post('/storage/v1/object/sign/wedding-photos/gallery/a%20b.jpg', { expiresIn: 60 });

    const [rest, signing] = standIn.requests;
    expect(rest).toMatchObject({
      method: 'GET',
      path: '/rest/v1/love_story',
      query: { select: '*', id: ['gt.1', 'lt.3'] },
      route: 'rest',
      table: 'love_story',
    });
    expect(rest?.headers['x-guest-id']).toBe('abc');
    expect(signing).toMatchObject({
      method: 'POST',
      path: '/storage/v1/object/sign/wedding-photos/gallery/a b.jpg',
      body: { expiresIn: 60 },
      route: 'sign',
      bucket: 'wedding-photos',
    });
  });
});

describe('default data', () => {
  const GUEST = '4b7c1e2a-9d3f-4a6b-8c5d-0e1f2a3b4c5d';
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stand-in-'));
    await writeFile(path.join(dir, 'wedding.json'), JSON.stringify({ couple: { name1: 'A' } }));
    await writeFile(path.join(dir, 'guests.json'), JSON.stringify([{ id: GUEST, name: 'G' }]));
    await mkdir(path.join(dir, 'media', 'gallery'), { recursive: true });
    await writeFile(path.join(dir, 'media', 'gallery', 'p.png'), 'png');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves a content folder: wedding.json as the one wedding_info row, the JSON files as tables, media/ as the bucket', async () => {
    const own = await startStandIn({ contentDir: dir });
    try {
      const call = (p: string, init?: RequestInit) => fetch(`${own.url}${p}`, { ...init, headers: { ...KEY, 'content-type': 'application/json' } });
      expect(await (await call('/rest/v1/wedding_info?select=id,couple')).json()).toEqual([{ id: 1, couple: { name1: 'A' } }]);
      // A column a migration added with a default is answered with it (guests.invited_to: the whole day).
      expect(await (await fetch(`${own.url}/rest/v1/guests?select=id,name,invited_to`, { headers: { ...KEY, 'x-guest-id': GUEST } })).json()).toEqual([{ id: GUEST, name: 'G', invited_to: [] }]);
      expect(await (await call('/rest/v1/photo_gallery?select=*')).json()).toEqual([]);
      const listed = (await (await call('/storage/v1/object/list/wedding-photos', { method: 'POST', body: '{"prefix":"gallery"}' })).json()) as { name: string; metadata: { mimetype: string } }[];
      expect(listed.map((e) => [e.name, e.metadata.mimetype])).toEqual([['p.png', 'image/png']]);
    } finally {
      await own.close();
    }
  });

  it('serves the repository demo by default', async () => {
    const demo = await startStandIn();
    try {
      const guests = await (await fetch(`${demo.url}/rest/v1/guests?select=name`, { headers: { apikey: demo.serviceKey } })).json();
      expect(guests).toEqual(DEMO_GUESTS.map(({ name }) => ({ name })));
    } finally {
      await demo.close();
    }
  });

  it('starts empty when told not to use the demo', async () => {
    const empty = await startStandIn({ demo: false });
    try {
      expect(await (await fetch(`${empty.url}/rest/v1/guests?select=*`, { headers: KEY })).json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('the command line', () => {
  it('prints its URL first and answers with the given failures until stopped', async () => {
    const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
    const child = spawn(tsx, [path.join(__dirname, 'server.ts'), '--port', '0', '--latency', '5', '--fail', 'rest:guests=500'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const url = await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve);
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });

      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect((await fetch(`${url}/rest/v1/guests?select=*`, { headers: KEY })).status).toBe(500);
      expect((await fetch(`${url}/rest/v1/love_story?select=*`, { headers: KEY })).status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 20000);
});
