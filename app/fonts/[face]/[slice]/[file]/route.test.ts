/** @jest-environment node */
import { statSync } from 'node:fs';
import { fontRequest, scriptFacesCss } from '@/lib/i18n/script-faces';
import { stopFontWorker } from '@/lib/server/font-subset';
import { GET } from './route';

// The file a Hebrew or Japanese page's stylesheet names: its characters only, kept by browsers for good.

const get = (address: string) => {
  const [, , face, slice, file] = address.split('/');
  return GET(new Request(`http://localhost${address}`), { params: Promise.resolve({ face: face!, slice: slice!, file: file! }) });
};
afterAll(stopFontWorker);

const addressesIn = (css: string) => [...css.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((m) => m[1]!);

it('answers a Japanese page’s addresses with small WOFF2 files, cut from the slices it names', async () => {
  const addresses = addressesIn(scriptFacesCss('ja', '田中様、結婚いたします。'));
  for (const address of addresses) {
    const response = await get(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const [, , face, slice, file] = address.split('/');
    const whole = statSync(fontRequest(face!, slice!, file!)!.file).size;
    expect(bytes.length).toBeLessThan(whole / 2);
  }
});

it('answers an address no page could name with a plain 404', async () => {
  const [address] = addressesIn(scriptFacesCss('he', 'שלום'));
  for (const bad of [address!.replace('.woff2', 'A.woff2'), address!.replace(/\/hebrew\//, '/latin/'), '/fonts/lato@5.3.0/latin/AA.woff2']) {
    const response = await get(bad);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain');
  }
});

it('cuts no subset a page of this site did not name, however well made its address', async () => {
  const [address] = addressesIn(scriptFacesCss('ja', '結婚'));
  const [key, mark] = address!.split('/')[4]!.split('.');
  // Another set of the same slice's characters, as well formed as a page's, under the mark of the first.
  const bits = Buffer.from(key!, 'base64url');
  bits[0] = (bits[0] ?? 0) ^ 1;
  const madeUp = bits.toString('base64url');
  for (const made of [address!.replace(`${key}.${mark}.`, `${key}.`), address!.replace(`${key}.`, `${madeUp}.`)]) {
    expect((await get(made)).status).toBe(404);
  }
  expect((await get(address!)).status).toBe(200);
});
