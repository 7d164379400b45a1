import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { FOLDERS, GUEST_ID_HEADER, guestPhotoFolder, PUBLIC_FOLDERS } from '@/lib/site/routes';
import { isDirectLink, isVideo, sharedPathProblem } from '@/lib/wedding/media';
import { MIGRATIONS, type Deployment, type Finding } from './doctor-types';
import { describeError } from '../project';
import { bucketObjectsUnder } from '../backup/bucket-files';
import { STORED_BACKUPS } from '../backup/layout';
import { bucketLocationFindings } from './doctor-locations';

export async function checkBucket(anon: SupabaseClient, service: SupabaseClient | undefined, d: Deployment): Promise<Finding[]> {
  const findings: Finding[] = [];
  const bucket = (c: SupabaseClient) => c.storage.from(STORAGE.bucket);
  const top = await bucket(anon).list('', { limit: 100 });
  if (top.error) {
    const bucketMissing = /not found/i.test(describeError(top.error));
    return [
      {
        level: 'fail',
        title: bucketMissing ? `The bucket ${STORAGE.bucket} is missing` : `Listing the bucket ${STORAGE.bucket} failed`,
        detail: describeError(top.error),
        fix: bucketMissing ? 'Apply supabase/migrations/20251120000200_photo_bucket.sql, or run npm run db:seed (it creates the bucket).' : MIGRATIONS,
      },
    ];
  }
  const folders = (top.data ?? []).map((e) => e.name);
  const guestFolders = await bucket(anon).list(FOLDERS.guestPhotos, { limit: 5 });
  if (folders.includes(FOLDERS.guestPhotos) || (guestFolders.data?.length ?? 0) > 0) {
    findings.push({
      level: 'fail',
      title: "Anyone with the public key can list the guests' photo folders",
      fix: `Apply supabase/migrations/20251120000200_photo_bucket.sql and remove other select policies on storage.objects for ${STORAGE.bucket}.`,
    });
  } else {
    findings.push({ level: 'ok', title: `The bucket ${STORAGE.bucket} is there; guests' photo folders are hidden from anonymous listings` });
  }
  const stray = folders.filter((f) => !PUBLIC_FOLDERS.includes(f) && f !== FOLDERS.guestPhotos);
  if (stray.length) {
    findings.push({ level: 'warn', title: `Readable folders other than gallery/ and story/: ${stray.join(', ')}`, fix: 'Check the storage policies: only gallery/ and story/ are meant to be shared.' });
  }
  if (service) findings.push(...(await checkPrivateBucket(service, anon)), ...(await checkBucketSize(service)));
  else if (!d.serviceKey) findings.push({ level: 'info', title: 'Give --service-key to also check that the bucket is private and that guests see their own photos' });
  findings.push(...(await checkSharedPaths(anon)));
  findings.push(...(await bucketLocationFindings(service ?? anon, Boolean(service), d.timeoutMs)));
  findings.push(await checkTransforms(anon, d));
  return findings;
}

async function checkPrivateBucket(service: SupabaseClient, anon: SupabaseClient): Promise<Finding[]> {
  const findings: Finding[] = [];
  const { data, error } = await service.storage.getBucket(STORAGE.bucket);
  if (error) findings.push({ level: 'warn', title: `Reading the bucket's settings with the secret key failed`, detail: describeError(error) });
  if (data?.public) {
    findings.push({
      level: 'fail',
      title: `The bucket ${STORAGE.bucket} is public`,
      detail: 'Every photo can be downloaded by its address, guests\' own photos included.',
      fix: 'Make it private (Storage → bucket settings), or apply supabase/migrations/20251120000200_photo_bucket.sql.',
    });
  }
  // Storage must hand x-guest-id to the policies, or guests never see their own photos.
  const { data: folders, error: listError } = await service.storage.from(STORAGE.bucket).list(FOLDERS.guestPhotos, { limit: 100 });
  const { data: guests, error: guestsError } = await service.from('guests').select('id, photo_dir');
  if (listError || guestsError) {
    return [
      ...findings,
      { level: 'warn', title: "The guests' photo folders could not be read with the secret key, so the guest-photo policy was not tried", detail: describeError(listError ?? guestsError) },
    ];
  }
  for (const folder of (folders ?? []).filter((f) => f.id === null)) {
    const guest = (guests ?? []).find((g: { id: string; photo_dir: string | null }) => (g.photo_dir || g.id) === folder.name);
    if (!guest) continue;
    const path = guestPhotoFolder(folder.name);
    const own = await anon.storage.from(STORAGE.bucket).setHeader(GUEST_ID_HEADER, guest.id).list(path, { limit: 5 });
    const files = (own.data ?? []).filter((f) => f.id !== null);
    findings.push(
      files.length > 0
        ? { level: 'ok', title: 'Storage passes x-guest-id to the policies: a guest sees their own photo folder' }
        : {
            level: 'warn',
            title: `A guest's own photos are hidden even from a request naming them (${path})`,
            detail: 'Their invitation then shows gallery photos instead of their own.',
            fix: 'Check the policy "a guest\'s folder is readable only by a request naming that guest" exists on storage.objects; if it does, this Storage does not pass request headers to Postgres (see supabase/README.md, "Storage and request headers").',
          },
    );
    return findings;
  }
  findings.push({ level: 'info', title: 'No guest has a photo folder yet, so the guest-photo policy was not tried' });
  return findings;
}

async function checkSharedPaths(anon: SupabaseClient): Promise<Finding[]> {
  const paths: string[] = [];
  const gallery = await anon.from('photo_gallery').select('storage_path');
  const story = await anon.from('love_story').select('photo_path');
  const info = await anon.from('wedding_info').select('photos').limit(1);
  for (const r of gallery.data ?? []) paths.push(String((r as { storage_path: unknown }).storage_path));
  for (const r of story.data ?? []) if ((r as { photo_path: unknown }).photo_path) paths.push(String((r as { photo_path: unknown }).photo_path));
  const hero = (info.data?.[0] as { photos?: { hero?: unknown } } | undefined)?.photos?.hero;
  if (typeof hero === 'string') paths.push(hero);
  const some = (list: string[]) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ', …' : ''}`;
  const elsewhere = paths.filter((p) => sharedPathProblem(p) === 'another site');
  const outside = paths.filter((p) => sharedPathProblem(p) !== null && !elsewhere.includes(p));
  return [
    ...(outside.length ? [{ level: 'fail' as const, title: `Photos named outside gallery/ and story/ cannot be shown: ${some(outside)}`, fix: 'Move them into gallery/ or story/ in the bucket and update the paths.' }] : []),
    ...(elsewhere.length ? [{ level: 'fail' as const, title: `Photos named by another site's address are never shown: ${some(elsewhere)}`, fix: 'Put them in gallery/ or story/ in the bucket and write their paths.' }] : []),
  ];
}

// The free plan ignores the transform and signs a plain link: only a render/image link that answers counts.
async function checkTransforms(anon: SupabaseClient, d: Deployment): Promise<Finding> {
  const rows = await anon.from('photo_gallery').select('storage_path').order('order_index').limit(20);
  let candidate = (rows.data ?? []).map((r) => String((r as { storage_path: unknown }).storage_path)).find((p) => !isDirectLink(p) && !isVideo(p));
  if (!candidate) {
    const listed = await anon.storage.from(STORAGE.bucket).list(FOLDERS.gallery, { limit: 20 });
    const file = (listed.data ?? []).find((f) => f.id !== null && !isVideo(f.name));
    candidate = file ? `${FOLDERS.gallery}/${file.name}` : undefined;
  }
  const setting = `SUPABASE_IMAGE_TRANSFORMS is ${d.imageTransforms ? 'on' : 'off'}`;
  if (!candidate) {
    return { level: 'info', title: 'Image transformation not checked: there is no photo in gallery/ yet', fix: 'Run the doctor again after uploading photos.', desk: 'Look here again after adding photos in Story & gallery.' };
  }
  const signed = await anon.storage.from(STORAGE.bucket).createSignedUrl(candidate, 60, { transform: { width: 64, height: 64, resize: 'cover', quality: 60 } });
  if (signed.error || !signed.data?.signedUrl) {
    return { level: 'warn', title: `Could not sign ${candidate}`, detail: describeError(signed.error), fix: 'Check the file exists and the storage policies (supabase/migrations).' };
  }
  let works = false;
  let detail = '';
  const rendered = /\/storage\/v1\/render\/image\/sign\//.test(signed.data.signedUrl);
  try {
    const response = await fetch(signed.data.signedUrl, { signal: AbortSignal.timeout(d.timeoutMs) });
    works = response.ok && rendered;
    if (!rendered) detail = 'Supabase ignored the transform and signed a plain link, as projects without image transformation do.';
    if (rendered && !response.ok) detail = `The transformed image answered ${response.status}: ${(await response.text()).slice(0, 160)}`;
    else await response.arrayBuffer();
  } catch (e) {
    detail = describeError(e);
  }
  if (works) {
    return d.imageTransforms
      ? { level: 'ok', title: `Image transformation works on this project (${setting})` }
      : { level: 'info', title: `This project has image transformation, but ${setting}`, detail: 'Either works; on lets Supabase resize photos (counts against its transformation quota).' };
  }
  return d.imageTransforms
    ? {
        level: rendered ? 'fail' : 'warn',
        title: 'This project has no image transformation (a paid-plan feature), but SUPABASE_IMAGE_TRANSFORMS is on',
        detail: rendered
          ? `${detail} Every photo on the invitation would fail to load.`
          : `${detail} The site still shows the photos, but signs each in its own call instead of one batch.`,
        fix: 'Set SUPABASE_IMAGE_TRANSFORMS=off: photos are then signed untransformed in one batch call and resized by the site.',
      }
    : { level: 'ok', title: `${setting}, which suits this project (it has no image transformation)`, detail: 'The site resizes photos itself.' };
}

export const FREE_PLAN_STORAGE_BYTES = 1_000_000_000;

async function checkBucketSize(service: SupabaseClient): Promise<Finding[]> {
  let bytes: number;
  let what = 'The photos';
  try {
    const [photos, backups] = await Promise.all([bucketObjectsUnder(service), bucketObjectsUnder(service, STORED_BACKUPS)]);
    bytes = [...photos, ...backups].reduce((sum, o) => sum + o.bytes, 0);
    if (backups.length) what = "The photos and the desk's backups";
  } catch (e) {
    return [{ level: 'warn', title: `The bucket's size could not be read`, detail: describeError(e) }];
  }
  const share = bytes / FREE_PLAN_STORAGE_BYTES;
  const mb = (bytes / 1_000_000).toFixed(1);
  return [
    share > 0.8
      ? {
          level: 'warn',
          title: `${what} take ${mb} MB, ${Math.round(share * 100)}% of the free plan's 1 GB`,
          fix: `Make the largest photos smaller (2000 px wide is plenty) and seed again${what === 'The photos' ? '' : ', remove backups you no longer need (the desk\'s Backups)'}, or move to a paid plan.`,
          desk: `Take off photos you no longer show, or add them again here on the desk, which makes them 1600 px wide${what === 'The photos' ? '' : '; remove backups you no longer need in Backups'}; or move to a paid plan.`,
        }
      : { level: 'ok', title: `${what} take ${mb} MB of the free plan's 1 GB` },
  ];
}

