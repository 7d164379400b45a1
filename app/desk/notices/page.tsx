import { saveNoticeAction, withdrawNoticeAction } from '../notice-actions';
import { NoticeForm } from '@/components/desk/notice-form';
import { languagesGuestsRead } from '@/lib/desk/desk-languages';
import { deskMember } from '@/lib/desk/visitor';
import { partChoices } from '@/lib/desk/part-choices';
import { weddingWords } from '@/lib/desk/sending';
import { baseLanguage, DEFAULT_LANGUAGE, direction, languageName } from '@/lib/wedding/languages';
import type { Notice } from '@/lib/wedding/notices';

export default async function NoticesPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  const edit = (await searchParams).edit;
  const { place } = await deskMember();
  const [{ notices, problem }, wedding, read] = await Promise.all([place.notices.read(), place.readWedding(), languagesGuestsRead(place)]);
  const parts = partChoices(wedding);
  const first = weddingWords(wedding).language ?? DEFAULT_LANGUAGE;
  // One field per language: Portuguese beside European Portuguese would be the same guests twice.
  const tags = [first, ...read, DEFAULT_LANGUAGE].filter((tag, i, all) => all.findIndex((t) => baseLanguage(t) === baseLanguage(tag)) === i);
  const languages = tags.map((tag) => ({ tag, name: languageName(tag), dir: direction(tag) }));
  const editing = notices.find((n) => n.id === edit && n.withdrawn_at === null) ?? null;
  const zone = weddingZone(wedding);
  const partName = (id: string | null) => (id === null ? 'Every guest' : `The guests of ${parts.find((p) => p.id === id)?.name ?? id}`);
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Notices</h1>
      <p>
        Short news for the day — &ldquo;The boat leaves the pier at 19:30&rdquo; — at the top of the invitation of the guests it is for, in their
        language when you wrote it in theirs. A phone that already opened its invitation gets it the next time it has signal.
      </p>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <>
          {editing ? (
            <p>
              Editing the notice posted {when(editing.posted_at, zone)}. <a href="/desk/notices">Post a new one instead</a>
            </p>
          ) : null}
          <NoticeForm action={saveNoticeAction} parts={parts} languages={languages} editing={editing} />
          <h2>Posted ({notices.length})</h2>
          {notices.length === 0 ? <p>Nothing yet.</p> : null}
          <ul className="desk-notices">
            {notices.map((n) => (
              <NoticeLine key={n.id} notice={n} zone={zone} audience={partName(n.part)} withdraw={withdrawNoticeAction} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function NoticeLine({ notice, zone, audience, withdraw }: { notice: Notice; zone: string | undefined; audience: string; withdraw: (form: FormData) => Promise<void> }) {
  const gone = notice.withdrawn_at !== null;
  return (
    <li aria-label={`Notice posted ${when(notice.posted_at, zone)}`}>
      <p>
        <strong>{audience}</strong> · posted {when(notice.posted_at, zone)}
        {notice.edited_at ? `, edited ${when(notice.edited_at, zone)}` : ''}
        {gone ? ` · withdrawn ${when(notice.withdrawn_at!, zone)}` : ''}
      </p>
      {Object.entries(notice.texts).map(([tag, text]) => (
        <blockquote key={tag} lang={tag} dir={direction(tag)}>
          {Object.keys(notice.texts).length > 1 ? <span className="visually-hidden">{languageName(tag)}: </span> : null}
          {text}
        </blockquote>
      ))}
      {gone ? null : (
        <div className="desk-send">
          <a href={`/desk/notices?edit=${notice.id}`}>Edit</a>
          <form action={withdraw}>
            <input type="hidden" name="id" value={notice.id} />
            <button type="submit" className="desk-quiet">
              Withdraw from guests&apos; pages
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

const weddingZone = (wedding: Record<string, unknown> | null) => {
  const zone = (wedding?.wedding as { timeZone?: unknown } | undefined)?.timeZone;
  return typeof zone === 'string' ? zone : undefined;
};

function when(iso: string, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  }
}
