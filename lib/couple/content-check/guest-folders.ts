import { FOLDERS } from '@/lib/site/routes';
import { isGuestPhotoFile, isSafeFolderName } from '@/lib/wedding/media';
import type { Finding } from '../doctor/doctor-types';
import { nearestName, type MediaListing } from './media-listing';

export interface GuestFolderFacts {
  name: string;
  photo_dir?: string | null;
}

const listed = (names: string[]) => (names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', '));

export const guestPhotoFolders = async (media: MediaListing) => ((await media.list(FOLDERS.guestPhotos)) ?? []).filter((e) => e.folder).map((e) => e.name);

export async function guestFolderFindings(guests: readonly GuestFolderFacts[], media: MediaListing, where: string): Promise<Finding[]> {
  const named = guests.filter((g) => g.photo_dir != null && g.photo_dir !== '');
  if (named.length === 0) return [];
  const top = FOLDERS.guestPhotos;
  const folders = await guestPhotoFolders(media);
  const findings: Finding[] = [];
  const empty: string[] = [];
  let fine = 0;
  for (const guest of named) {
    const dir = guest.photo_dir as string;
    if (!isSafeFolderName(dir)) {
      findings.push({ level: 'fail', title: `${where}: ${guest.name}'s photo_dir "${dir}" is not one folder name`, detail: 'Their invitation cannot show their photos.', fix: `Write just the folder's name inside ${top}/, without slashes.` });
      continue;
    }
    if (!folders.includes(dir)) {
      const near = nearestName(dir, folders);
      findings.push({
        level: 'fail',
        title: `${where}: ${guest.name}'s photo_dir ${top}/${dir} names no folder in ${media.label}${near ? ` (did you mean ${top}/${near}?)` : ''}`,
        detail: 'They see gallery photos instead of their own.',
        fix: near ? `Write ${near} as their photo_dir, or rename the folder (names are case-sensitive).` : `Add their photos to ${top}/${dir}/, or clear their photo_dir.`,
      });
      continue;
    }
    const files = ((await media.list(`${top}/${dir}`)) ?? []).filter((e) => !e.folder && isGuestPhotoFile(e.name));
    if (files.length === 0) empty.push(guest.name);
    else fine++;
  }
  if (empty.length) {
    findings.push({
      level: 'warn',
      title: `${empty.length === 1 ? 'A guest’s photo folder holds' : `${empty.length} guests’ photo folders hold`} no photo (jpg, jpeg, png, webp or gif): ${listed(empty)}`,
      detail: 'They see gallery photos instead.',
    });
  }
  if (fine) findings.push({ level: 'ok', title: `${fine} guest${fine === 1 ? '’s' : 's’'} photo folder${fine === 1 ? ' is' : 's are'} there, with photos` });
  return findings;
}
