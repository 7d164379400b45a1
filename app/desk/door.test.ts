import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { requestScope } from '@/tests/support/request-scope';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';

// Every Server Action, page and route of the desk, called as a signed-out visitor, a stranger's account and a helper:
// each is refused (owners' work to a helper too) before it reads or writes anything of the wedding.

jest.setTimeout(60_000);

type Jar = Map<string, string>;
jest.mock('next/headers', () => jest.requireActual('@/tests/support/request-scope').nextHeaders());

const DESK = path.join(__dirname);
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const route = (file: string) => `/desk/${path.relative(DESK, path.dirname(file))}`.replace(/\/$/, '');

// The role each needs; a new one must be added here, with its own.
const ACTIONS: Record<string, 'member' | 'owner' | 'anyone'> = {
  signInAction: 'anyone',
  acceptInviteAction: 'anyone',
  signOutAction: 'anyone',
  saveGuestAction: 'member',
  removeGuestAction: 'member',
  importAction: 'member',
  saveReplyAction: 'member',
  weddingAction: 'member',
  saveMessagesAction: 'member',
  copyFolderTextsAction: 'member',
  saveNoticeAction: 'member',
  withdrawNoticeAction: 'member',
  addPhotoAction: 'member',
  saveEntryAction: 'member',
  moveGalleryAction: 'member',
  removeEntryAction: 'member',
  photoTicketAction: 'member',
  addGuestPhotoAction: 'member',
  addDayPhotoAction: 'member',
  removeDayPhotoAction: 'member',
  guestPhotoAction: 'member',
  guestPhotoSettingsAction: 'owner',
  inviteAction: 'owner',
  removeMemberAction: 'owner',
  makeBackupAction: 'owner',
  restoreAction: 'owner',
  backupTicketAction: 'owner',
  uploadBackupAction: 'owner',
  removeBackupAction: 'owner',
  refreshSnapshotAction: 'owner',
};
// Pages and routes; '/desk' itself is the door (it signs in), and an invite's page is for whoever holds its link.
const PAGES: Record<string, 'member' | 'owner' | 'door'> = {
  '/desk': 'door',
  '/desk/invite/[token]': 'door',
  '/desk/backups': 'owner',
  '/desk/backups/[name]': 'owner',
  '/desk/health': 'owner',
  '/desk/cards': 'member',
  '/desk/guests/[id]': 'member',
  '/desk/guests/[id]/remove': 'member',
  '/desk/import': 'member',
  '/desk/members': 'member',
  '/desk/messages': 'member',
  '/desk/notices': 'member',
  '/desk/photos': 'member',
  '/desk/photos/remove': 'member',
  '/desk/guest-photos': 'member',
  '/desk/wedding': 'member',
};
const ROUTES: Record<string, 'member' | 'owner' | 'door'> = {
  '/desk/backup': 'owner',
  '/desk/guests.csv': 'member',
  '/desk/photos/file': 'member',
  '/desk/guest-photos/file': 'member',
  '/desk/guest-photos/download': 'member',
  '/desk/key': 'door',
  '/desk/script-off': 'door',
};

let standIn: StandIn;
const sessions: Record<'stranger' | 'helper' | 'owner', Jar> = { stranger: new Map(), helper: new Map(), owner: new Map() };
const GUEST = 'aa65baed-fb2b-4053-ba70-853b127d1f88';

async function account(email: string, role: 'owner' | 'helper' | null): Promise<Jar> {
  const service = createClient(standIn.url, standIn.serviceKey, { auth: { persistSession: false } });
  const { data, error } = await service.auth.admin.createUser({ email, password: 'a long password', email_confirm: true });
  if (error || !data.user) throw error ?? new Error('no user');
  if (role) expect((await service.from('members').insert({ user_id: data.user.id, role, email })).error).toBeNull();
  const { sessionClient } = await import('@/lib/supabase/session-client');
  const signedIn: Jar = new Map();
  const client = await sessionClient(standIn.url, standIn.anonKey, new Headers(), {
    getAll: () => [...signedIn].map(([name, value]) => ({ name, value })),
    setAll: (list) => list.forEach(({ name, value }) => signedIn.set(name, value)),
  });
  expect((await client.auth.signInWithPassword({ email, password: 'a long password' })).error).toBeNull();
  return signedIn;
}

beforeAll(async () => {
  standIn = await startStandIn({ rls: true });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SITE_URL: 'https://wedding.example', DESK_LOCAL_KEY: '', DESK_LOCAL_PORT: '' });
  sessions.stranger = await account('someone@example.com', null);
  sessions.helper = await account('planner@example.com', 'helper');
  sessions.owner = await account('ines@example.com', 'owner');
});
afterAll(() => standIn?.close());

/** What reached the wedding's data: anything but Auth and the visitor's own role. */
const wrote = () => standIn.requests.filter((r) => r.route !== 'auth' && !(r.route === 'rest' && r.table === 'members'));

const digest = (e: unknown) => String((e as { digest?: unknown })?.digest ?? e);
async function outcome(call: () => unknown): Promise<string | unknown> {
  try {
    return await call();
  } catch (e) {
    if (/^NEXT_REDIRECT;[a-z]+;\/desk;/.test(digest(e))) return 'back to /desk';
    throw e;
  }
}

const serverFiles = files(DESK).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && /^['"]use server['"]/.test(readFileSync(f, 'utf8')));
const pageFiles = files(DESK).filter((f) => f.endsWith('page.tsx'));
const routeFiles = files(DESK).filter((f) => f.endsWith('route.ts'));

async function everyAction() {
  const found: [string, (...args: unknown[]) => Promise<unknown>][] = [];
  for (const file of serverFiles) {
    for (const [name, value] of Object.entries(await import(file))) if (typeof value === 'function') found.push([name, value as (...args: unknown[]) => Promise<unknown>]);
  }
  return found;
}

/** The words a page's element tree holds, its plain function components drawn. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  const { type, props } = node as { type?: unknown; props?: { children?: ReactNode } };
  if (typeof type === 'function' && type.constructor.name === 'Function') {
    try {
      return textOf((type as (p: unknown) => ReactNode)(props));
    } catch (e) {
      // A client leaf's hooks need React to draw it (a form's button and its answer): none of the page's own words.
      if (/\(reading 'use[A-Z]\w*'\)/.test(String(e))) return '';
      throw e;
    }
  }
  return textOf(props?.children);
}

it('lists every action, page and route of the desk with the role it needs', async () => {
  const { NEEDS } = await import('@/lib/desk/desk-action');
  const actions = await everyAction();
  expect(Object.fromEntries(actions.map(([name, fn]) => [name, (fn as unknown as Record<symbol, unknown>)[NEEDS]]))).toEqual(ACTIONS);
  expect(pageFiles.map(route).sort()).toEqual(Object.keys(PAGES).sort());
  expect(routeFiles.map(route).sort()).toEqual(Object.keys(ROUTES).sort());
});

describe.each(['signed out', 'stranger', 'helper'] as const)('as %s', (who) => {
  beforeEach(() => {
    requestScope.jar = who === 'signed out' ? new Map() : new Map(sessions[who]);
    standIn.clearRequests();
  });
  const refusals = (needs: string) => (who === 'helper' ? needs === 'owner' : needs !== 'anyone' && needs !== 'door');
  const words = who === 'signed out' ? /signed out/ : who === 'stranger' ? /no longer one of the wedding's members/ : /Only the wedding's owners/;

  it('every action is refused, having read and written nothing', async () => {
    const { NEEDS } = await import('@/lib/desk/desk-action');
    const tried = [];
    for (const [name, action] of await everyAction()) {
      const needs = String((action as unknown as Record<symbol, unknown>)[NEEDS]);
      if (!refusals(needs)) continue;
      const form = new FormData();
      form.set('id', GUEST);
      const answer = await outcome(() => (name.endsWith('TicketAction') ? action('gallery', 'a.jpg', 'image/jpeg') : action.length >= 2 ? action({}, form) : action(form)));
      tried.push(name);
      if (answer === 'back to /desk' || answer === null) continue;
      expect({ name, message: (answer as { message?: string }).message }).toEqual({ name, message: expect.stringMatching(words) });
    }
    expect(tried.length).toBeGreaterThan(who === 'helper' ? 6 : 20);
    expect(wrote()).toEqual([]);
  });

  it('every page sends them back to the door, and every route answers 401 or 403, having read nothing', async () => {
    for (const file of pageFiles) {
      if (!refusals(PAGES[route(file)]!)) continue;
      const { default: Page } = await import(file);
      const props = { params: Promise.resolve({ id: GUEST, name: 'wedding-backup-x.zip', token: 'a'.repeat(64) }), searchParams: Promise.resolve({ list: 'gallery', entry: 'gallery/a.jpg' }) };
      expect([route(file), await outcome(() => Page(props))]).toEqual([route(file), 'back to /desk']);
    }
    for (const file of routeFiles) {
      if (!refusals(ROUTES[route(file)]!)) continue;
      const { GET } = await import(file);
      const answer = (await GET(new Request(`https://wedding.example${route(file)}?path=gallery/a.jpg`))) as Response;
      expect([route(file), answer.status]).toEqual([route(file), who === 'signed out' ? 401 : 403]);
      if (who === 'stranger') expect(await answer.text()).toBe("This account is not (or no longer) one of the wedding's members. Ask the couple for an invite link.");
    }
    expect(wrote()).toEqual([]);
  });
});

it("shows a stranger the door without a guest, and runs no doctor check for them however often they ask for Health", async () => {
  requestScope.jar = new Map(sessions.stranger);
  standIn.clearRequests();
  const { default: Desk } = await import('./page');
  expect(textOf(await Desk({ searchParams: Promise.resolve({}) }))).toContain("This account is not (or no longer) one of the wedding's members.");
  const { default: Health } = await import('./health/page');
  for (let i = 0; i < 100; i++) await outcome(() => Health());
  expect(standIn.requests.filter((r) => r.headers.authorization === `Bearer ${standIn.anonKey}` || wrote().includes(r))).toEqual([]);
});

it("lets the owner's Health run the doctor once a minute, however often it is asked", async () => {
  requestScope.jar = new Map(sessions.owner);
  standIn.clearRequests();
  const { default: Health } = await import('./health/page');
  // The doctor asks with the site's public key alone, never the owner's session.
  const doctorCalls = () => standIn.requests.filter((r) => r.headers.authorization === `Bearer ${standIn.anonKey}`).length;
  expect(textOf(await Health())).toContain('Checks');
  const once = doctorCalls();
  expect(once).toBeGreaterThan(5);
  for (let i = 0; i < 3; i++) expect(textOf(await Health())).toContain('Checks');
  expect(doctorCalls()).toBe(once);
});
