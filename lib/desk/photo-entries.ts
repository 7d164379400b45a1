import type { Entry, ListName } from './photo-lists';


const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export const entryKey = (list: ListName, e: Entry) => (list === 'gallery' ? str(e.storage_path) : JSON.stringify([Number(e.year), str(e.title)]));
export const photoOf = (list: ListName, e: Entry) => str(list === 'gallery' ? e.storage_path : e.photo_path);
export const captionOf = (list: ListName, e: Entry) => (list === 'gallery' ? str(e.alt_text) || str(e.name) || photoOf(list, e) : `${str(e.year)}: ${str(e.title)}`);
export const TRANSLATED = { gallery: ['alt_text'], story: ['title', 'description', 'details'] } as const;
