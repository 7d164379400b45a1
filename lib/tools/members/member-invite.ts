import { projectSettings, serviceClient, UsageError, type Env } from '@/lib/couple/project';
import { emailField, inviteLink } from '@/lib/wedding/member-fields';
import { siteAt } from '@/lib/couple/site-refresh';

// The first owner's invite, made on the couple's computer with the secret key; owners invite the others from the desk.

export async function inviteMember(env: Env, email: string, role: 'owner' | 'helper' = 'owner'): Promise<{ link: string; email: string }> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new UsageError(`"${email}" is not an e-mail address.`);
  const { site } = siteAt(env);
  if (!site) throw new UsageError('SITE_URL is not set: put the site\'s address (e.g. https://our-wedding.example) in .env.local, for the link to point at.');
  const client = serviceClient(projectSettings(env));
  const { data: token, error } = await client.rpc('create_member_invite', { email: parsed.data, role });
  if (error) throw new Error(`The invite could not be made: ${error.message}. Have the migrations (supabase/migrations) been applied?`);
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) throw new Error('The database answered no invite token: apply supabase/migrations again.');
  return { link: inviteLink(token, site), email: parsed.data };
}
