import { SHARE_IMAGE_MARKER } from '@/lib/wedding/spec-values';
import { FOLDERS, PUBLIC_FOLDERS, VENUE_PHOTO } from '@/lib/site/routes';
import { sharedPathProblem } from '@/lib/wedding/media';
import type { Finding } from '../doctor/doctor-types';
import { lookUp, nearestName, type MediaListing } from './media-listing';

export interface NamedPath {
  where: string;
  path: string;
}

export interface PhotoFacts {
  hero: { where: string; path: string | null };
  story: NamedPath[];
  gallery: (NamedPath & { name?: string | null })[];
}

const INSTEAD = {
  hero: 'Guests see the stock photo in the greeting instead of yours.',
  story: 'Guests see a placeholder instead of this story photo.',
  gallery: 'Guests see a placeholder in the gallery instead of this photo.',
} as const;

const CASE_NOTE = 'Names are case-sensitive on the site’s host and in Supabase (.jpg is not .JPG).';

const HOME = { hero: FOLDERS.gallery, story: FOLDERS.story, gallery: FOLDERS.gallery } as const;

function refusal({ where, path }: NamedPath, kind: keyof typeof INSTEAD): Finding | null {
  const problem = sharedPathProblem(path);
  if (problem === 'another site') {
    return { level: 'fail', title: `${where}: ${path} is another site's address: guests' pages never load photos from other sites`, detail: INSTEAD[kind], fix: `Put the photo in ${HOME[kind]}/ and write its path.` };
  }
  if (problem === 'not plain') {
    return { level: 'fail', title: `${where}: ${path} is not a plain path (no %, \\, empty, . or .. parts)`, detail: INSTEAD[kind], fix: `Write the file's path as it is in ${HOME[kind]}/, e.g. ${HOME[kind]}/our-day.jpg.` };
  }
  if (problem === 'outside') {
    return { level: 'fail', title: `${where}: ${path} is outside ${PUBLIC_FOLDERS.map((f) => `${f}/`).join(' and ')}, which alone guests may see`, detail: INSTEAD[kind], fix: `Move it into ${FOLDERS.gallery}/ (or ${FOLDERS.story}/) and write its new path there.` };
  }
  return null;
}

async function pathFinding(media: MediaListing, named: NamedPath, kind: keyof typeof INSTEAD): Promise<Finding | null> {
  const { where, path } = named;
  const refused = refusal(named, kind);
  if (refused || path.startsWith('/')) return refused; // a plain path of the site's own (/images/…) is not in media/
  const found = await lookUp(media, path);
  if (found.found) return null;
  const meant = found.nearest;
  const caseOnly = meant?.toLowerCase() === path.toLowerCase();
  return {
    level: 'fail',
    title: `${where}: ${path} names no file in ${media.label}${meant ? ` (did you mean ${meant}?${caseOnly ? ' The case differs.' : ''})` : ''}`,
    detail: INSTEAD[kind],
    fix: meant ? `Write ${meant} there, or rename the file. ${CASE_NOTE}` : `Add the file to ${media.label}, or correct the path. ${CASE_NOTE}`,
  };
}

export async function photoPathFindings(facts: PhotoFacts, media: MediaListing): Promise<Finding[]> {
  const named = Number(Boolean(facts.hero.path)) + facts.story.length + facts.gallery.length;
  if ((await media.list('')) === null) {
    return [{ level: named ? 'fail' : 'warn', title: `${media.label} does not exist or is empty: none of the ${named} photos your content names can be shown`, detail: 'Guests see the stock photos and placeholders instead.', fix: 'Put your photos there, in gallery/ and story/.' }];
  }
  const checks = [
    ...(facts.hero.path ? [pathFinding(media, { where: facts.hero.where, path: facts.hero.path }, 'hero')] : []),
    ...facts.story.map((p) => pathFinding(media, p, 'story')),
    ...facts.gallery.map((p) => pathFinding(media, p, 'gallery')),
  ];
  const missing = (await Promise.all(checks)).filter((f): f is Finding => f !== null);
  const findings: Finding[] = [...missing];
  if (missing.length === 0 && named > 0) findings.push({ level: 'ok', title: `Every photo path names a file in ${media.label} (${named} checked, case included)` });
  findings.push(await venueFinding(media), ...(await previewFindings(facts, media)));
  return findings;
}

async function venueFinding(media: MediaListing): Promise<Finding> {
  const venue = VENUE_PHOTO.path;
  if ((await lookUp(media, venue)).found) return { level: 'ok', title: `The venue card shows your ${venue}` };
  const names = ((await media.list(FOLDERS.gallery)) ?? []).filter((e) => !e.folder).map((e) => e.name);
  const near = names.find((n) => n.toLowerCase() === VENUE_PHOTO.name) ?? names.find((n) => /^venue\.(jpe?g|png|webp)$/i.test(n));
  if (near) {
    return {
      level: 'fail',
      title: `The venue photo must be named ${venue} exactly; ${media.label} has ${FOLDERS.gallery}/${near}`,
      detail: 'Guests see the stock venue picture instead of yours.',
      fix: `Rename it to ${VENUE_PHOTO.name}.`,
    };
  }
  return { level: 'info', title: `No ${venue} in ${media.label}: the venue card shows a stock picture`, fix: `Add your venue's photo as ${venue} to show it.` };
}

async function previewFindings(facts: PhotoFacts, media: MediaListing): Promise<Finding[]> {
  const rows = facts.gallery.length
    ? facts.gallery
    : (((await media.list(FOLDERS.gallery)) ?? []).filter((e) => !e.folder && e.name !== VENUE_PHOTO.name).map((e) => ({ where: FOLDERS.gallery, path: `${FOLDERS.gallery}/${e.name}`, name: e.name })));
  const preview = rows.find((r) => r.path.includes(SHARE_IMAGE_MARKER) || (r.name ?? '').includes(SHARE_IMAGE_MARKER))?.path;
  const hero = facts.hero.path;
  if (!hero && preview) {
    return [
      {
        level: 'fail',
        title: `${facts.hero.where} is not set: the greeting shows the stock photo, while link previews show ${preview}`,
        fix: `Set ${facts.hero.where} to ${preview}.`,
      },
    ];
  }
  if (!hero) {
    const near = nearestName(SHARE_IMAGE_MARKER, rows.map((r) => r.path.split('/').pop() ?? ''));
    return [{ level: 'warn', title: 'No photo of yours for the greeting or link previews: both show the stock photo', fix: `Set ${facts.hero.where}, and name that photo with "${SHARE_IMAGE_MARKER}" in it${near ? ` (e.g. ${near})` : ''}.` }];
  }
  if (!preview) {
    return [
      {
        level: 'warn',
        title: `Link previews show the stock photo while the greeting shows ${hero}: no gallery photo's path or name contains "${SHARE_IMAGE_MARKER}"`,
        fix: `Name the photo you want in previews with "${SHARE_IMAGE_MARKER}" in it (e.g. ${FOLDERS.gallery}/${SHARE_IMAGE_MARKER}-our-names.jpg), and list it in the gallery.`,
      },
    ];
  }
  if (preview !== hero) {
    return [
      {
        level: 'warn',
        title: `The greeting and link previews show different photos: ${facts.hero.where} is ${hero}, previews show ${preview} (its path or name contains "${SHARE_IMAGE_MARKER}")`,
        fix: `Point ${facts.hero.where} at ${preview}, or give the photo you want in previews a name containing "${SHARE_IMAGE_MARKER}".`,
      },
    ];
  }
  return [{ level: 'ok', title: `The greeting and link previews both show ${hero}` }];
}
