import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_FOLDERS } from '@/lib/site/routes';
import { describeError } from '../project';
import { bucketPhotosWithLocation, mediaPhotosWithLocation, READ_BYTES, type LocatedPhotos } from '../photos/located-photos';
import type { Finding } from './doctor-types';

// A warning, not a failure: what the site shows carries no metadata; the stored file is one copied link away (docs/decisions.md).

const REACH =
  'The site shows photos without their metadata, but a page carries each photo’s own address, and a guest who opens it downloads the photo as stored, the position included (a guest’s own photos: that guest only).';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

const UPLOAD_AGAIN = 'Upload the photo again here on the desk (Story & gallery; a guest’s own on their page), which prepares it: upright, 1600 px wide, no GPS.';

function locationFindings(found: LocatedPhotos, where: string, fix: string): Finding[] {
  const findings: Finding[] = [];
  if (found.located.length) {
    findings.push({
      level: 'warn',
      title: `${plural(found.located.length, 'A photo', 'photos')} in ${where} still ${found.located.length === 1 ? 'says' : 'say'} where ${found.located.length === 1 ? 'it was' : 'they were'} taken (GPS): ${found.located.join(', ')}`,
      detail: REACH,
      fix,
      desk: UPLOAD_AGAIN,
    });
  } else if (found.checked > found.unchecked.length) {
    findings.push({ level: 'ok', title: `No photo in ${where} says where it was taken` });
  }
  if (found.unchecked.length) {
    findings.push({
      level: 'info',
      title: `${plural(found.unchecked.length, 'A photo', 'photos')} in ${where} could not be checked for a GPS position: ${found.unchecked.join(', ')}`,
      detail: `Each photo's metadata is read in at most a few pieces of ${READ_BYTES / 1024} KB; these could not be read, or their metadata went on further.`,
    });
  }
  return findings;
}

export async function bucketLocationFindings(client: SupabaseClient, everything: boolean, timeoutMs: number): Promise<Finding[]> {
  try {
    const found = await bucketPhotosWithLocation(client, everything ? [''] : PUBLIC_FOLDERS, timeoutMs);
    return locationFindings(
      found,
      everything ? 'the bucket' : 'the bucket’s gallery/ and story/',
      'npm run db:seed prepares photos as it uploads them now (upright, 1600 px wide, no GPS): run it again; or upload the photo again in the desk (Story & gallery); a guest’s own: npm run guests -- photos <guest> <files> --yes.',
    );
  } catch (e) {
    return [{ level: 'info', title: 'The photos could not be checked for a GPS position', detail: describeError(e) }];
  }
}

export async function mediaLocationFindings(contentDir: string, shown: string): Promise<Finding[]> {
  return locationFindings(
    await mediaPhotosWithLocation(contentDir),
    `${shown}/media/`,
    'Upload the photo again in the desk (Story & gallery), which prepares it (upright, 1600 px wide, no GPS); a guest’s own: npm run guests -- photos <guest> <files> --yes.',
  );
}
