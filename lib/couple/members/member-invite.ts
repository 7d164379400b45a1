import { createHash, randomBytes } from 'node:crypto';
import { projectSettings, serviceClient, UsageError, type Env } from '../project';
import { emailField, inviteLink } from '@/lib/wedding/member-fields';
import { siteAt } from '../site-refresh';

// The first owner's invite, made on the couple's computer with the secret key; owners invite the others from the desk.

/** Makes an invite for `email` and answers its link on the site's address: only the token's SHA-256 is stored. */
export async function inviteMember(env: Env, email: string, role: 'owner' | 'helper' = 'owner'): Promise<{ link: string; email: string }> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new UsageError(`"${email}" is not an e-mail address.`);
  const { site } = siteAt(env);
  if (!site) throw new UsageError('SITE_URL is not set: put the site\'s address (e.g. https://our-wedding.example) in .env.local, for the link to point at.');
  const client = serviceClient(projectSettings(env));
  const token = randomBytes(32).toString('hex');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { error } = await client.from('member_invites').insert({ token_hash: tokenHash, email: parsed.data, role });
  if (error) throw new Error(`The invite could not be saved: ${error.message}. Has the members migration (supabase/migrations) been applied?`);
  return { link: inviteLink(token, site), email: parsed.data };
}
