import { HERO } from '../lib/wedding/limits';
import type { Stack } from '../tests/support/stack';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { startSecondServer } from './support/second-server';

/**
 * A serverless host runs several copies of the server: the phone's portrait cut of the hero, named by the
 * copy that rendered the page, is asked for from whichever copy the host picks, often one that never saw it.
 */

const PORTRAIT = /\/hero\/portrait-[0-9a-f]{12}\.jpg/g;
let other: Stack | undefined;

// Desktop only: one run is enough.
test.afterAll(async () => other?.stop());

const named = async (base: string) => (await (await fetch(`${base}${invitePath(GUESTS.margaret.id)}`)).text()).match(PORTRAIT) ?? [];

async function expectAnswered(base: string, name: string, from: string) {
  const direct = await fetch(`${base}${name}`);
  expect(direct.status, `${name}, named by ${from}`).toBe(200);
  expect(direct.headers.get('content-type')).toBe('image/jpeg');
  const resized = await fetch(`${base}/_next/image?url=${encodeURIComponent(name)}&w=828&q=${HERO.portraitQuality}`, { headers: { accept: 'image/webp' } });
  expect(resized.status, `${name} through the optimiser`).toBe(200);
}

test('each copy of the server answers the portrait cut the other named, directly and through the optimiser', { tag: '@desktop' }, async ({ baseURL }) => {
  other = await startSecondServer({ CONTENT_DIR: 'content/demo', CONTENT_PROTECTION: 'auto' });
  // A fresh copy's first page names the cut before it is made; the long-running one names it by its version.
  const [fromOther, fromMain] = [await named(other.baseUrl), await named(baseURL!)];
  expect(fromOther.length * fromMain.length).toBeGreaterThan(0);
  for (const name of fromMain) await expectAnswered(other.baseUrl, name, 'the long-running copy');
  for (const name of fromOther) await expectAnswered(baseURL!, name, 'the fresh copy');
  expect((await fetch(`${other.baseUrl}/hero/portrait-000000000000.jpg`)).status).toBe(404);
});
