'use client';

import { useActionState } from 'react';
import type { NoticeReaders, NoticeState } from '@/lib/desk/desk-notices';
import type { ActionOf } from '@/lib/desk/desk-state';
import type { PartChoice } from '@/lib/desk/part-choices';
import { NOTICE_MAX_CHARS } from '@/lib/wedding/notices';
import { KeptTextarea } from './kept-textarea';
import { StateMessage } from './state-message';


interface Props {
  action: ActionOf<NoticeState>;
  parts: PartChoice[];
  /** The wedding's language first: guests whose language has no text read the first one written. */
  languages: { tag: string; name: string; dir: 'ltr' | 'rtl' }[];
  editing: { id: string; part: string | null; texts: Record<string, string> } | null;
}

export function NoticeForm({ action, parts, languages, editing }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const values = state.values ?? (editing ? { part: editing.part ?? '', texts: editing.texts } : { part: '', texts: {} });
  // A new key after each answer: the fields show what the action kept, not what React emptied.
  const key = JSON.stringify([state, editing?.id]);
  return (
    <form key={key} action={formAction} className="desk-form" aria-label={editing ? 'Edit the notice' : 'Post a notice'}>
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <label>
        For
        <select name="part" defaultValue={values.part}>
          <option value="">Every guest</option>
          {parts.map((p) => (
            <option key={p.id} value={p.id}>
              The guests of {p.name}
            </option>
          ))}
        </select>
      </label>
      {languages.map((l, i) => (
        <label key={l.tag}>
          {i === 0 ? `In ${l.name} (guests whose language is not written here read this one, else English)` : `In ${l.name} (optional)`}
          <KeptTextarea name={`text:${l.tag}`} rows={3} maxLength={NOTICE_MAX_CHARS} dir={l.dir} lang={l.tag} defaultValue={values.texts[l.tag] ?? ''} />
        </label>
      ))}
      <p>Up to {NOTICE_MAX_CHARS} characters, plain text. Guests see it at the top of their invitation within a minute.</p>
      <StateMessage state={state} />
      {state.result ? <Readers readers={state.result} languages={languages} /> : null}
      <div className="desk-actions">
        <button type="submit" disabled={pending}>
          {editing ? 'Save the notice' : 'Post the notice'}
        </button>
        {state.result ? (
          <button type="submit" name="intent" value="as-it-is" disabled={pending}>
            Post it as it is
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Readers({ readers, languages }: { readers: NoticeReaders; languages: Props['languages'] }) {
  const named = (tag: string) => languages.find((l) => l.tag === tag)?.name ?? tag;
  return (
    <ul className="desk-changes" aria-label="Who reads it">
      {readers.map((r) => (
        <li key={`${r.language}-${r.own}`}>
          {r.language === null ? 'Would not see it' : r.own ? `Read it in ${named(r.language)}` : `Would read it in ${named(r.language)}, not their own language`}
          {`: ${r.guests.length} (${r.guests.slice(0, 8).join(', ')}${r.guests.length > 8 ? ', …' : ''})`}
        </li>
      ))}
    </ul>
  );
}
