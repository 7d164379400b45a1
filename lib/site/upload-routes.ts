import { invitePath } from './routes';

// Guests' uploads: apart from routes.ts, which every page's script carries.

export const GUEST_UPLOADS_FOLDER = 'guest-uploads';
export const addPhotosPath = (guestId: string) => `${invitePath(guestId)}/photos`;
export const guestUploadsPath = (guestId: string) => `${invitePath(guestId)}/uploads`;
export const guestUploadPath = (guestId: string, uploadId: string) => `${guestUploadsPath(guestId)}/${uploadId}`;
/** A guest's upload as a page shows it: through the site, read as the guest whose page it is. */
export const uploadFileLink = (guestId: string, storagePath: string) => `${addPhotosPath(guestId)}/${storagePath.slice(GUEST_UPLOADS_FOLDER.length + 1)}`;
