import { getGuestInvitation, getRenderedAt } from '@/lib/invitation/get-invitation';
import { getGuestUploads } from '@/lib/invitation/guest-uploads';
import { translator } from '@/lib/i18n/translator';
import { addPhotosPath } from '@/lib/site/upload-routes';
import { isOpen } from '@/lib/wedding/guest-uploads';

// A link and its few lines of style, drawn only while guests may send: no script at all in the invitation (docs/decisions.md).
const LINK_CSS = `.uploads-add-row{display:grid;justify-items:center;padding:0.75rem 1rem 1rem;background:var(--ivory);border-bottom:1px solid var(--line)}.uploads-add{min-height:2.75rem;display:inline-flex;align-items:center;padding:0.4rem 1.2rem;border-radius:999px;background:var(--sage-deep);color:#fff;font-weight:700;text-decoration:none}`;

/** **Add your photos**, from the start of the wedding's day until the closing date. */
export async function AddYourPhotos({ guestId }: { guestId: string }) {
  const uploads = await getGuestUploads(guestId);
  if (!uploads || !isOpen(uploads.window, getRenderedAt())) return null;
  const t = translator((await getGuestInvitation(guestId)).language);
  return (
    <p className="uploads-add-row">
      <style href="guest-uploads-add" precedence="medium">
        {LINK_CSS}
      </style>
      <a className="uploads-add" href={addPhotosPath(guestId)}>
        {t('uploads.add')}
      </a>
    </p>
  );
}
