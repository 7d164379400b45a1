import type { Refusal } from '@/lib/wedding/guest-uploads';

/** The panel's words, in the guest's language, from the server's translator. */
export interface UploadWords {
  photos: string;
  hint: string;
  /** '{sent}' and '{waiting}' are filled on the phone. */
  status: string;
  offline: string;
  sending: string;
  yours: string;
  /** '{number}' filled on the phone. */
  photo: string;
  video: string;
  deletePhoto: string;
  deleteVideo: string;
  /** '{name}' and '{reason}'. */
  notSent: string;
  refused: Record<Refusal, string>;
}
