import 'server-only';
import { cache } from 'react';
import { guestUploadStore, type OwnUpload, type SharedUpload } from '@/lib/data/guest-uploads';
import { describeError } from '@/lib/server/describe-error';
import { uploadFileLink } from '@/lib/site/upload-routes';
import { uploadWindow, type UploadKind, type UploadWindow } from '@/lib/wedding/guest-uploads';
import { getGuestInvitation, getRenderedAt } from './get-invitation';

export interface ShownUpload {
  id: string;
  kind: UploadKind;
  /** Through the site, read as the guest whose page it is (app/invite/[guestId]/photos). */
  src: string;
  width: number | null;
  height: number | null;
  /** Asked for, not yet arrived and checked. */
  sending: boolean;
}

export interface GuestUploadsView {
  window: UploadWindow;
  share: boolean;
  own: ShownUpload[];
  shared: ShownUpload[];
}

export const shownUpload = (guestId: string, u: OwnUpload | SharedUpload): ShownUpload => ({
  id: u.id,
  kind: u.kind,
  src: uploadFileLink(guestId, u.path),
  width: u.width ?? null,
  height: u.height ?? null,
  sending: 'state' in u && u.state === 'sending',
});

/** The guest's uploads and the shared ones; null before the wedding's day (nothing is asked then) or without a project. */
export const getGuestUploads = cache(async (guestId: string): Promise<GuestUploadsView | null> => {
  const store = guestUploadStore();
  if (!store) return null;
  const { guest, info } = await getGuestInvitation(guestId);
  if (getRenderedAt() < uploadWindow(info, null).opensAt) return null;
  try {
    const page = await store.page(guest.id);
    if (!page) return null;
    return {
      window: uploadWindow(info, page.closes_on),
      share: page.share_approved,
      own: page.own.map((u) => shownUpload(guest.id, u)),
      shared: page.shared.map((u) => shownUpload(guest.id, u)),
    };
  } catch (e) {
    console.error(`Guests' photos could not be read: ${describeError(e)}`);
    return null;
  }
});
