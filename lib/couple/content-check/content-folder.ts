import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import { languageFindings } from '../doctor/doctor-languages';
import type { Finding } from '../doctor/doctor-types';
import { photoFacts, storyTranslationTags, translationKeys } from './content-facts';
import { guestFolderFindings } from './guest-folders';
import { translationTagFindings } from './language-tags';
import { localMedia } from './media-listing';
import { photoPathFindings } from './photo-paths';

export async function contentFolderFindings(contentDir: string, shown = contentDir): Promise<Finding[]> {
  const folder = await stat(contentDir).catch(() => null);
  if (!folder?.isDirectory()) return [{ level: 'fail', title: `The content folder ${shown} does not exist`, fix: 'Check the folder name (--content or CONTENT_DIR).' }];
  const read = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ contentDir, file), 'utf8'));
    } catch {
      return null; // missing or not JSON: the seed and the doctor's other checks say which
    }
  };
  const [wedding, story, gallery, guests] = await Promise.all(['wedding.json', 'love-story.json', 'gallery.json', 'guests.json'].map(read));
  const sources = { wedding, story, gallery };
  const names = { wedding: `${shown}/wedding.json`, story: `${shown}/love-story.json`, gallery: `${shown}/gallery.json` };
  const media = localMedia(contentDir, shown);
  const guestRows = (Array.isArray(guests) ? guests : []).map((g: { name?: unknown; photo_dir?: unknown; language?: unknown } | null) => ({
    name: String(g?.name ?? ''),
    photo_dir: typeof g?.photo_dir === 'string' ? g.photo_dir : null,
    language: typeof g?.language === 'string' ? g.language : null,
  }));
  const weddingLanguage = (wedding as { language?: unknown } | null)?.language;
  return [
    ...(await photoPathFindings(photoFacts(sources, names), media)),
    ...(await guestFolderFindings(guestRows, media, `${shown}/guests.json`)),
    ...languageFindings(
      {
        guests: guestRows,
        weddingLanguage: typeof weddingLanguage === 'string' ? weddingLanguage : null,
        weddingWhere: `${shown}/wedding.json language`,
        storyTranslations: Array.isArray(story) ? storyTranslationTags(story) : undefined,
      },
      `${shown}/guests.json`,
    ),
    ...translationTagFindings(translationKeys(sources, names), spokenLanguages()),
  ];
}
