import { getGuestInvitation, getRenderedAt } from '@/lib/invitation/get-invitation';
import { getGuestUploads } from '@/lib/invitation/guest-uploads';
import { translator } from '@/lib/i18n/translator';
import { invitePath } from '@/lib/site/routes';
import { isOpen, REFUSALS, uploadWindow } from '@/lib/wedding/guest-uploads';
import { UploadPanel } from './upload-panel';
import type { UploadWords } from './upload-words';
import styles from './add-photos.module.css';

/** The page **Add your photos** leads to: the picker and the phone's queue while guests may send, else why not. */
export async function AddPhotosPage({ guestId }: { guestId: string }) {
  const { language, info } = await getGuestInvitation(guestId);
  const t = translator(language);
  const uploads = await getGuestUploads(guestId);
  const now = getRenderedAt();
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  const words: UploadWords = {
    photos: t('uploads.photos'),
    hint: t('uploads.hint'),
    status: raw('uploads.status'),
    offline: t('uploads.offline'),
    sending: t('uploads.sending'),
    yours: t('uploads.yours'),
    photo: raw('uploads.photo'),
    video: raw('uploads.video'),
    deletePhoto: raw('uploads.deletePhoto'),
    deleteVideo: raw('uploads.deleteVideo'),
    notSent: raw('uploads.notSent'),
    refused: Object.fromEntries(REFUSALS.map((r) => [r, t(`uploads.refused.${r}`)])) as UploadWords['refused'],
  };
  const before = now < uploadWindow(info, null).opensAt;
  return (
    <main className={styles.page}>
      <p>
        <a className={styles.back} href={invitePath(guestId)}>
          {t('uploads.back')}
        </a>
      </p>
      <h1 className={styles.title}>{t('uploads.add')}</h1>
      {uploads && isOpen(uploads.window, now) ? (
        <UploadPanel guestId={guestId} words={words} />
      ) : (
        <p className={styles.closed}>{before ? t('uploads.notYet') : t('uploads.closed')}</p>
      )}
    </main>
  );
}
