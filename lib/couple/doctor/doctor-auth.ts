import type { Deployment, Finding } from './doctor-types';

// The desk's sign-in needs sign-ups open (an invite ends in one) and no e-mail confirmation (no mail is sent).

interface AuthSettings {
  disable_signup?: boolean;
  mailer_autoconfirm?: boolean;
  external?: { email?: boolean };
}

const SETTINGS_PAGE = 'In the Supabase dashboard: Authentication → Sign In / Providers → Email';

export async function checkAuthSettings(d: Pick<Deployment, 'url' | 'anonKey' | 'timeoutMs'>): Promise<Finding[]> {
  let settings: AuthSettings;
  try {
    const answer = await fetch(new URL('auth/v1/settings', d.url.endsWith('/') ? d.url : `${d.url}/`), {
      headers: { apikey: d.anonKey },
      signal: AbortSignal.timeout(d.timeoutMs),
    });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    settings = (await answer.json()) as AuthSettings;
  } catch (e) {
    return [{ level: 'info', title: `Supabase Auth's settings could not be read (${e instanceof Error ? e.message : String(e)}): the desk's sign-in was not checked` }];
  }
  const findings: Finding[] = [];
  if (settings.external?.email === false)
    findings.push({ level: 'warn', title: 'E-mail sign-in is off: nobody can sign in to the desk', fix: `${SETTINGS_PAGE}: enable it.` });
  if (settings.disable_signup)
    findings.push({ level: 'warn', title: 'Sign-ups are closed: an invited helper cannot choose a password', fix: `${SETTINGS_PAGE}: allow new users to sign up (membership comes from the invite, never from signing up).` });
  if (settings.mailer_autoconfirm === false)
    findings.push({ level: 'warn', title: 'E-mail confirmation is on: an invited helper would wait for a message that never comes', fix: `${SETTINGS_PAGE}: switch "Confirm email" off (the invite proves who they are).` });
  if (!findings.length) findings.push({ level: 'ok', title: "Supabase Auth lets an invited member choose a password and sign in" });
  return findings;
}
