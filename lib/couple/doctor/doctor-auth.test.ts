import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { checkAuthSettings } from './doctor-auth';

// What the doctor says about Supabase Auth's settings, read from a project that answers as each would.

jest.setTimeout(60_000);

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const check = async (options: Parameters<typeof startStandIn>[0]) => {
  standIn = await startStandIn(options);
  return checkAuthSettings({ url: standIn.url, anonKey: standIn.anonKey, timeoutMs: 10_000 });
};

it('is fine with sign-ups open and e-mail confirmation off', async () => {
  expect(await check({ demo: false })).toEqual([{ level: 'ok', title: 'Supabase Auth lets an invited member choose a password and sign in' }]);
});

it('warns, with where to switch it, when e-mail confirmation is on or sign-ups are closed', async () => {
  const findings = await check({ demo: false, mailerAutoconfirm: false, disableSignup: true });
  expect(findings.map((f) => [f.level, f.title])).toEqual([
    ['warn', 'Sign-ups are closed: an invited helper cannot choose a password'],
    ['warn', 'E-mail confirmation is on: an invited helper would wait for a message that never comes'],
  ]);
  expect(findings[1]?.fix).toContain('"Confirm email" off');
});

it('says it could not check when Auth does not answer', async () => {
  const findings = await checkAuthSettings({ url: 'http://127.0.0.1:9', anonKey: 'k', timeoutMs: 2_000 });
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatchObject({ level: 'info' });
  expect(findings[0]?.title).toContain("the desk's sign-in was not checked");
});
