import { weddingAction } from '../wedding-actions';
import { WeddingForm } from '@/components/desk/wedding-form';
import { deskMember } from '@/lib/desk/visitor';
import { weddingPhotos } from '@/lib/desk/desk-wedding';
import { weddingFormModel } from '@/lib/desk/wedding-form-model';
import { languagesGuestsRead } from '@/lib/desk/desk-languages';

export default async function WeddingPage() {
  const member = await deskMember();
  const [wedding, photos, languages] = await Promise.all([member.place.readWedding(), weddingPhotos(member.place), languagesGuestsRead(member.place)]);
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>The wedding</h1>
      <p>Change what guests read, preview it, then publish: every guest&apos;s page shows it within seconds.</p>
      {photos.problem ? <p role="alert">{photos.problem}</p> : null}
      <WeddingForm action={weddingAction} model={weddingFormModel(wedding ?? {}, languages, photos.list)} />
    </>
  );
}
