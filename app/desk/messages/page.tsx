import { copyFolderTextsAction, saveMessagesAction } from '../message-actions';
import { MessagesForm } from '@/components/desk/messages-form';
import { deskMember } from '@/lib/desk/visitor';
import { direction, languageName, storableTag } from '@/lib/wedding/languages';

export default async function MessagesPage({ searchParams }: { searchParams: Promise<{ language?: string | string[] }> }) {
  const asked = (await searchParams).language;
  const adding = typeof asked === 'string' ? storableTag(asked) : null;
  const { place } = await deskMember();
  const { templates: kept, problem } = await place.readMessages();
  const left = problem ? null : await place.textsLeftInFolder(kept);
  const added = adding && !Object.keys(kept).some((t) => t.toLowerCase() === adding.toLowerCase()) ? adding : null;
  const templates = added ? { [added]: kept.en!, ...kept } : kept;
  const languages = Object.keys(templates).map((tag) => ({ tag, name: languageName(tag), dir: direction(tag), open: tag === (added ?? adding) }));
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Messages</h1>
      <p>
        The texts sent to each guest in their language. <code>{'{name}'}</code>, <code>{'{couple}'}</code>, <code>{'{date}'}</code> and{' '}
        <code>{'{link}'}</code> are filled in for each guest; every message needs <code>{'{link}'}</code>.
      </p>
      {left ? (
        <form action={copyFolderTextsAction} className="desk-form">
          <p>
            An earlier desk kept your texts in {left.tags.map((t) => languageName(t)).join(', ')} in desk-messages.json on this computer, and the
            project does not have them yet. Copy them in, and every member&apos;s desk sends them (the file stays as it is).
          </p>
          <button type="submit">Copy them into the project</button>
        </form>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : <MessagesForm action={saveMessagesAction} languages={languages} templates={templates} />}
      <h2>Another language</h2>
      <p>
        A guest whose language is not one of these reads their invitation in the wedding&apos;s language, but their messages can be in
        their own: write them here, and that guest&apos;s links carry them.
      </p>
      <form method="get" className="desk-form">
        <label>
          Its language tag (Yoruba: yo, Swahili: sw, Catalan: ca)
          <input name="language" required maxLength={35} pattern="[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*" autoComplete="off" />
        </label>
        <button type="submit">Write texts in it</button>
      </form>
    </>
  );
}
