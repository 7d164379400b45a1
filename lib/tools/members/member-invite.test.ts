import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { UsageError } from '@/lib/couple/project';
import { inviteMember } from './member-invite';

const standIn = standInPerTest({ rls: true });
const SITE = 'https://our-wedding.example';
const env = () => ({ SUPABASE_URL: standIn().url, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey, SITE_URL: SITE });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

it("has the database make the token, and prints the link to the desk's invite page", async () => {
  const { link, email } = await inviteMember(env(), ' Ines@Example.com ');

  const token = new RegExp(`^${SITE.replace(/[.:/]/g, '\\$&')}/desk/invite/([0-9a-f]{64})$`).exec(link)?.[1] ?? '';
  expect(email).toBe('ines@example.com');
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(standIn().requestsTo('rpc').map((r) => r.path)).toEqual(['/rest/v1/rpc/create_member_invite']);
  expect(standIn().requestsTo('rest-write')).toEqual([]);
  expect(await standIn().table('member_invites')).toEqual([
    expect.objectContaining({ token_hash: sha256(token), email: 'ines@example.com', role: 'owner', created_by: null, accepted_at: null }),
  ]);

  const ines = createClient(standIn().url, standIn().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await ines.auth.signUp({ email: 'ines@example.com', password: 'porto-2026' })).error).toBeNull();
  expect(await ines.rpc('accept_member_invite', { token })).toMatchObject({ data: 'owner', error: null });
});

it('gives each invite its own token', async () => {
  const first = await inviteMember(env(), 'ines@example.com');
  const second = await inviteMember(env(), 'ines@example.com', 'helper');

  expect(first.link).not.toBe(second.link);
  expect((await standIn().table('member_invites')).map((r) => r.role).sort()).toEqual(['helper', 'owner']);
});

it('asks nothing of the project for an address that is not one, or without the site address', async () => {
  await expect(inviteMember(env(), 'not an address')).rejects.toThrow(UsageError);
  await expect(inviteMember({ ...env(), SITE_URL: '' }, 'ines@example.com')).rejects.toThrow(/SITE_URL is not set/);
  expect(standIn().requestsTo('rpc')).toEqual([]);
});
