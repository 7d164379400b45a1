import type { PhotoFacts } from './photo-paths';
import type { TranslationKey } from './language-tags';

// Read loosely: a malformed file is the doctor's other findings' business.

export interface ContentSources {
  wedding: unknown;
  story: unknown;
  gallery: unknown;
}

export interface SourceNames {
  wedding: string;
  story: string;
  gallery: string;
}

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : []);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const keys = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);

const storyEntry = (names: SourceNames, row: Row, i: number) =>
  `${names.story} entry ${i + 1} (${[row.year, text(row.title) && `"${String(row.title)}"`].filter(Boolean).join(', ')})`;

export function photoFacts(sources: ContentSources, names: SourceNames): PhotoFacts {
  const wedding = (sources.wedding && typeof sources.wedding === 'object' ? sources.wedding : {}) as Row;
  const photos = (wedding.photos && typeof wedding.photos === 'object' ? wedding.photos : {}) as Row;
  return {
    hero: { where: `${names.wedding} photos.hero`, path: text(photos.hero) },
    story: rows(sources.story).flatMap((row, i) => {
      const path = text(row.photo_path);
      return path ? [{ where: `${storyEntry(names, row, i)} photo_path`, path }] : [];
    }),
    gallery: rows(sources.gallery).flatMap((row, i) => {
      const path = text(row.storage_path);
      return path ? [{ where: `${names.gallery} entry ${i + 1} storage_path`, path, name: text(row.name) }] : [];
    }),
  };
}

export function translationKeys(sources: ContentSources, names: SourceNames): TranslationKey[] {
  const wedding = (sources.wedding && typeof sources.wedding === 'object' ? sources.wedding : {}) as Row;
  const day = (wedding.wedding && typeof wedding.wedding === 'object' ? wedding.wedding : {}) as Row;
  return [
    ...rows(day.parts).flatMap((part, i) => keys(part.translations).map((tag) => ({ where: `${names.wedding} wedding.parts[${text(part.id) ?? i}].translations`, tag }))),
    ...rows(sources.story).flatMap((row, i) => keys(row.translations).map((tag) => ({ where: `${storyEntry(names, row, i)} translations`, tag }))),
    ...rows(sources.gallery).flatMap((row, i) => keys(row.translations).map((tag) => ({ where: `${names.gallery} entry ${i + 1} translations`, tag }))),
  ];
}

export const storyTranslationTags = (story: unknown): string[][] => rows(story).map((row) => keys(row.translations));
