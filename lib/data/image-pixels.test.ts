/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { imageAboveThePixelLimit } from '@/tests/support/oversized-image';
import { settle } from '@/tests/support/stand-in';
import { headerSize } from './image-pixels';

/**
 * The optimiser is never handed an image above the pixel limit: Next would send it to the browser as
 * it is. Each of its sources (the site's images, the content folder's shared media, the bucket's
 * signed links) is judged by its header, before Next reads it.
 */

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();

jest.setTimeout(60_000);

describe('headerSize', () => {
  const odd = { width: 1601, height: 1203 };
  const image = (channels: 3 | 4) => sharp({ create: { ...odd, channels, background: '#2a6f97' } });
  it.each([
    ['PNG', () => image(3).png().toBuffer()],
    ['lossy WebP', () => image(3).webp().toBuffer()],
    ['lossless WebP', () => image(3).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha', () => image(4).webp().toBuffer()],
    ['GIF', () => image(3).gif().toBuffer()],
    ['camera JPEG behind 60 KB of EXIF', () => image(3).withExif({ IFD0: { ImageDescription: 'x'.repeat(60_000) } }).jpeg().toBuffer()],
  ])('reads a %s from its first 64 KB', async (_, make) => {
    const bytes = await make();
    expect(await headerSize(bytes.subarray(0, 64 * 1024))).toEqual(odd);
  });

  it('says nothing of bytes that do not tell yet', async () => {
    const jpeg = await image(3).withExif({ IFD0: { ImageDescription: 'x'.repeat(60_000) } }).jpeg().toBuffer();
    expect(await headerSize(jpeg.subarray(0, 1024))).toBeNull();
    expect(await headerSize(new TextEncoder().encode('<html>not an image</html>'))).toBeNull();
  });
});

describe("the proxy, before the optimiser", () => {
  let standIn: StandIn;
  const home = process.cwd();
  const site = mkdtempSync(path.join(os.tmpdir(), 'pixels-'));
  const ask = async (url: string) => {
    const { proxy } = await import('@/proxy');
    const { NextRequest } = await import('next/server');
    const answer = await proxy(new NextRequest(`http://localhost/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`));
    return { status: answer.status, passed: answer.headers.get('x-middleware-next') === '1', text: await answer.text() };
  };

  beforeAll(async () => {
    const [big, small] = await Promise.all([imageAboveThePixelLimit(), photo(1600, 1200)]);
    for (const folder of ['public/images', 'content/media/gallery']) mkdirSync(path.join(site, folder), { recursive: true });
    writeFileSync(path.join(site, 'public/images/huge.png'), big);
    writeFileSync(path.join(site, 'public/images/small.jpg'), small);
    writeFileSync(path.join(site, 'content/media/gallery/huge.png'), big);
    writeFileSync(path.join(site, 'content/media/gallery/small.jpg'), small);
    standIn = await startStandIn({ demo: false, files: { 'gallery/huge.png': big, 'gallery/small.jpg': small } });
  });
  afterAll(async () => {
    process.chdir(home);
    rmSync(site, { recursive: true, force: true });
    await settle(standIn);
    await standIn.close();
  });
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('wedding-invitation.data-source')];
  });
  // The proxy sends the optimiser only this site's own link for a shared photo (lib/invitation/own-image-link.ts).
  const ownLink = async (p: string) => (await import('@/lib/data')).getDataSource().resolvePhoto(p, 'tile');

  it("refuses the site's own and the content folder's image above the limit; the others pass on", async () => {
    process.chdir(site);
    Object.assign(process.env, { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', CONTENT_DIR: path.join(site, 'content') });
    for (const url of ['/images/huge.png', '/media/gallery/huge.png']) {
      expect(await ask(url)).toEqual({ status: 413, passed: false, text: 'Refused: an image above the pixel limit' });
    }
    for (const url of ['/images/small.jpg', '/media/gallery/small.jpg', '/images/not-there.jpg']) expect((await ask(url)).passed).toBe(true);
  });

  it("refuses a signed link of the bucket to an image above the limit, read from its first bytes", async () => {
    Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_IMAGE_TRANSFORMS: 'off', CONTENT_DIR: '' });
    expect(await ask(await ownLink('gallery/huge.png'))).toMatchObject({ status: 413, passed: false });
    expect((await ask(await ownLink('gallery/small.jpg'))).passed).toBe(true);
    expect(await ask(`${standIn.url}/storage/v1/object/sign/${standIn.bucket}/gallery/gone.jpg?token=x`)).toMatchObject({ status: 400, passed: false });
  });

  it('judges a link once for its lifetime, and again after a refresh (a photo replaced under its name)', async () => {
    Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_IMAGE_TRANSFORMS: 'off', CONTENT_DIR: '' });
    await standIn.setFile('gallery/swap.jpg', await photo(1600, 1200));
    const link = await ownLink('gallery/swap.jpg');
    expect((await ask(link)).passed).toBe(true);
    await standIn.setFile('gallery/swap.jpg', await imageAboveThePixelLimit());
    standIn.clearRequests();
    expect((await ask(link)).passed).toBe(true);
    expect(standIn.requestsTo('file')).toHaveLength(0);
    (await import('./image-pixels')).forgetPixelVerdicts();
    expect(await ask(link)).toMatchObject({ status: 413, passed: false });
  });
});
