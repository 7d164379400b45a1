import type { SupabaseClient } from '@supabase/supabase-js';
import type { MessageRow as StoredMessageRow } from '@/lib/couple/changes/state';
import { LATER_MIGRATIONS } from '@/lib/couple/backup/layout';
import { isMissingTable } from '@/lib/couple/project';
import { loadTemplates, withShipped, type Templates } from './sending';
import type { DeskState } from './desk-state';

const MIGRATION = LATER_MIGRATIONS.desk_messages;
const COLUMNS = 'language, invite_subject, invite_body, remind_subject, remind_body, card';

type MessageRow = Omit<StoredMessageRow, 'updated_at'>;

export type { Templates };
export type DeskMessages = { templates: Templates; problem: string | null };

const textsOf = (r: MessageRow) => ({ invite: { subject: r.invite_subject, body: r.invite_body }, remind: { subject: r.remind_subject, body: r.remind_body }, card: r.card });
const rowOf = (language: string, t: Templates[string]): MessageRow => ({
  language,
  invite_subject: t.invite.subject,
  invite_body: t.invite.body,
  remind_subject: t.remind.subject,
  remind_body: t.remind.body,
  card: t.card,
});

export async function readMessages(client: SupabaseClient): Promise<DeskMessages> {
  const { data, error } = await client.from('desk_messages').select(COLUMNS).retry(false);
  if (error) {
    const problem = isMissingTable(error) ? `Your own texts cannot be kept yet: apply ${MIGRATION} (see supabase/README.md).` : `Your own texts could not be read: ${error.message}`;
    return { templates: withShipped({}), problem };
  }
  return { templates: withShipped(Object.fromEntries(((data ?? []) as MessageRow[]).map((r) => [r.language, textsOf(r)]))), problem: null };
}

export async function projectMessages(p: { client?: SupabaseClient; home: string }): Promise<DeskMessages> {
  return p.client ? readMessages(p.client) : { templates: await loadTemplates(p.home), problem: null };
}

export const projectTemplates = async (p: { client?: SupabaseClient; home: string }): Promise<Templates> => (await projectMessages(p)).templates;

export const lacksLink = (t: Templates[string]) => !t.invite.body.includes('{link}') || !t.remind.body.includes('{link}');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function folderTextsNotInProject(home: string, project: Templates): Promise<{ tags: string[]; merged: Templates }> {
  const [fromFile, shipped] = [await loadTemplates(home), withShipped({})];
  const tags = Object.keys(fromFile).filter((tag) => !same(fromFile[tag], project[tag]) && !same(fromFile[tag], shipped[tag]));
  return { tags, merged: { ...project, ...Object.fromEntries(tags.map((t) => [t, fromFile[t]!])) } };
}

export async function saveMessages(client: SupabaseClient, before: Templates, after: Templates): Promise<string[]> {
  const changed = Object.keys(after).filter((tag) => !same(before[tag], after[tag]));
  if (!changed.length) return [];
  const rows = changed.map((tag) => ({ ...rowOf(tag, after[tag]!), updated_at: new Date().toISOString() }));
  const { error } = await client.from('desk_messages').upsert(rows, { onConflict: 'language' });
  if (error) throw new Error(`The messages were not saved: ${error.message}`);
  return changed;
}

export type MessagesState = DeskState<Templates>;
