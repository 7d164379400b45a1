import { redirect } from 'next/navigation';
import { savePartsAction } from '../wedding-actions';
import { PartsForm } from '@/components/desk/parts-form';
import { memberSession } from '@/lib/desk/desk-session';
import { dayParts, readWedding } from '@/lib/desk/desk-wedding';

export default async function WeddingPage() {
  const member = await memberSession();
  if (!member) redirect('/desk');
  const parts = dayParts(await readWedding(member.client));
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Parts of the day</h1>
      {parts.length ? <PartsForm action={savePartsAction} parts={parts} /> : <p>The wedding lists no parts of the day.</p>}
    </>
  );
}
