import { redirect } from 'next/navigation';
import { saveMessagesAction } from '../message-actions';
import { MessagesForm } from '@/components/desk/messages-form';
import { deskSessionWith } from '@/lib/desk/desk-session';
import { direction, languageName } from '@/lib/wedding/languages';

export default async function MessagesPage() {
  const session = await deskSessionWith((place) => place.readMessages());
  if (!session?.data) redirect('/desk');
  const { templates, problem } = session.data;
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
      {problem ? <p role="alert">{problem}</p> : <MessagesForm action={saveMessagesAction} languages={languages} templates={templates} />}
    </>
  );
}
