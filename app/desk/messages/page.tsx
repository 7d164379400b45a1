import { redirect } from 'next/navigation';
import { copyFolderTextsAction, saveMessagesAction } from '../message-actions';
import { MessagesForm } from '@/components/desk/messages-form';
import { deskSessionWith } from '@/lib/desk/desk-session';
import { direction, languageName } from '@/lib/wedding/languages';

export default async function MessagesPage() {
  const session = await deskSessionWith(async (place) => {
    const messages = await place.readMessages();
    return { ...messages, left: messages.problem ? null : await place.textsLeftInFolder(messages.templates) };
  });
  if (!session?.data) redirect('/desk');
  const { templates, problem, left } = session.data;
  const languages = Object.keys(templates).map((tag) => ({ tag, name: languageName(tag), dir: direction(tag) }));
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
    </>
  );
}
