import { startStandIn, type StandIn } from '../tests/stand-in/server';
import { exclusively } from '../tests/support/ports';
import { startStandalone, type StandaloneServer } from '../tests/support/standalone-build';
import { DEPLOYED_DIST, deployedBackend, ensureDeployedBuild } from './support/deployed';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { InvitationPage } from './support/invitation-page';
import { waitForSavedCopy } from './support/offline';

/**
 * A couple who runs the server themselves, as docs/couples-guide.md ("Deploying") tells them: the
 * deployed build (e2e/support/deployed.ts) is made by the guide's build and copy lines, and started
 * here by its start line, a free PORT for 3000 being the only change. It runs with the guide's step-3
 * settings for the free plan, in front of the stand-in serving the demo wedding. Its offline worker
 * and robots.txt answer, and an invitation opened once online opens again with the network cut.
 */

let standIn: StandIn | undefined;
let site: StandaloneServer | undefined;
let releaseBackend: () => void = () => undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  // Phone only: one run is enough, a phone at the venue.
  test.setTimeout(900_000); // the first worker to ask builds the deployed site (a few minutes on this machine)
  await ensureDeployedBuild();
  // The build named this port as the backend's address: one worker at a time serves it.
  releaseBackend = await exclusively(`deployed-backend-${deployedBackend().port}`, 600_000);
  standIn = await startStandIn({ port: deployedBackend().port, imageTransforms: false });
  site = await startStandalone(DEPLOYED_DIST, {
    SUPABASE_URL: standIn.url,
    SUPABASE_ANON_KEY: standIn.anonKey,
    SUPABASE_IMAGE_TRANSFORMS: 'off',
    // Not the snapshot of whoever else builds in this checkout: with the backend up it is never shown anyway.
    CONTENT_SNAPSHOT: '/nowhere/snapshot.json',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  releaseBackend();
});

test('serves the offline worker as JavaScript and robots.txt as text', { tag: '@phone' }, async () => {
  const worker = await fetch(`${site!.baseUrl}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/^application\/javascript\b/);
  const robots = await fetch(`${site!.baseUrl}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain\b/);
});

test("a guest's invitation, opened once online, opens again with the network cut, addressed to them", { tag: '@phone' }, async ({ page, context, consoleGuard }) => {
  // Offline, what was never kept fails to load, as it should: the guest's own photos, the map, the video, and an
  // open beacon that leaves as the network is cut (seen with Chromium 150 on a busy machine).
  consoleGuard.allowFailedLoad(/guest-photos|guest-photo|\.mp4|google\.com|\/invite\/|\/api\/opened/);
  const path = invitePath(GUESTS.margaret.id);
  const invitation = new InvitationPage(page);
  await page.goto(`${site!.baseUrl}${path}`);
  await expect(invitation.header.getByText(GUESTS.margaret.name)).toBeVisible();
  await waitForSavedCopy(page, path);

  // Days later, the browser's own cache may be gone: only the saved copy is left to draw from.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.headers()['x-offline-saved-at'], 'the saved copy answered').toBeTruthy();
  await expect(invitation.header.getByText(GUESTS.margaret.name)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /You are offline: this is the copy saved on this device on / })).toBeVisible();
});
