import { parseClockTime } from '@/lib/wedding/wedding-day';
import { minutesOf } from '@/lib/wedding/zoned-time';
import type { WeddingInfoRow } from '../seed/seed-rows';

type Json = Record<string, unknown>;
export type Leaf = [path: string, value: unknown];

export interface PartLeaves {
  id: string;
  name: string | undefined;
  leaves: Leaf[];
}

export const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function leavesOf(value: unknown, prefix: string, out: Leaf[]): Leaf[] {
  if (isObject(value)) for (const [k, child] of Object.entries(value)) leavesOf(child, prefix ? `${prefix}.${k}` : k, out);
  else if (value !== undefined && value !== null) out.push([prefix, value]);
  return out;
}

const COLUMNS = ['language', 'couple', 'photos', 'love_story', 'wedding', 'rsvp', 'weather'] as const;

export function weddingLeaves(row: WeddingInfoRow): { main: Leaf[]; parts: PartLeaves[] } {
  const main: Leaf[] = [];
  let parts: PartLeaves[] = [];
  for (const column of COLUMNS) {
    const value = (row as unknown as Json)[column];
    if (column === 'wedding' && isObject(value)) {
      const { parts: listed, ...rest } = value;
      leavesOf(rest, column, main);
      parts = (Array.isArray(listed) ? listed : []).filter(isObject).map((p, i) => ({
        id: typeof p.id === 'string' && p.id ? p.id : `#${i + 1}`,
        name: typeof p.name === 'string' ? p.name : undefined,
        leaves: leavesOf(p, '', []),
      }));
    } else {
      leavesOf(value, column, main);
    }
  }
  return { main, parts };
}

export function setAt(target: Json, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  let o = target;
  for (const k of keys.slice(0, -1)) {
    if (!isObject(o[k])) o[k] = {};
    o = o[k] as Json;
  }
  o[keys[keys.length - 1] as string] = value;
}

const minutes = (time: unknown) => {
  const t = parseClockTime(typeof time === 'string' ? time : undefined);
  return t ? minutesOf(t) : Number.MAX_SAFE_INTEGER;
};

export function weddingJson(main: Leaf[], parts: Leaf[][]): Json {
  const json: Json = {};
  for (const [path, value] of main) setAt(json, path.replace(/^love_story\./, 'loveStory.'), value);
  const built = parts.map((leaves) => {
    const part: Json = {};
    for (const [path, value] of leaves) setAt(part, path, value);
    return part;
  });
  if (built.length)
    setAt(
      json,
      'wedding.parts',
      [...built].sort((a, b) => minutes(a.start) - minutes(b.start)),
    );
  return json;
}

const GROUPS: Record<string, string> = {
  couple: 'The couple',
  photos: 'Photos',
  love_story: 'Love story',
  wedding: 'The day',
  'wedding.venue': 'Venue',
  'wedding.venue.coordinates': 'Venue',
  'wedding.place': 'Time zone place',
  'wedding.schedule': 'Schedule',
  'wedding.reception': 'Reception',
  rsvp: 'Replies',
  weather: 'Weather',
};

const NAMES: Record<string, string> = {
  name1: 'first name of one',
  name2: 'first name of the other',
  fullNames: 'full names',
  bride: "bride's name",
  groom: "groom's name",
  hero: "greeting's photo",
  gallery: 'gallery list (not read)',
  title: 'title',
  date: 'date',
  time: 'start (older form)',
  startTime: 'start',
  start: 'start',
  endTime: 'end',
  end: 'end',
  timeZone: 'time zone',
  name: 'name',
  address: 'address',
  lat: 'latitude',
  lng: 'longitude',
  deadline: 'reply by',
  email: 'e-mail',
  phone: 'phone',
  highC: 'usual high (°C)',
  lowC: 'usual low (°C)',
  precipitationPercent: 'chance of rain (%)',
  uvIndex: 'UV index',
  ceremony: 'ceremony',
  speeches: 'speeches',
  lunch: 'lunch',
};

export function fieldLabel(path: string, inPart = false): string {
  if (path === 'language') return "The wedding's language";
  const keys = path.split('.');
  const translated = keys.indexOf('translations');
  if (translated >= 0 && keys[translated + 1]) {
    const rest = [...keys.slice(0, translated), ...keys.slice(translated + 2)].join('.');
    return `${fieldLabel(rest, inPart)} (${keys[translated + 1]})`;
  }
  const last = keys[keys.length - 1] as string;
  const name = NAMES[last] ?? last;
  if (inPart) return keys.length > 1 ? `${keys[0] === 'venue' ? 'venue' : keys[0]} ${name}` : name;
  const group = keys.slice(0, -1).join('.');
  return `${GROUPS[group] ?? group} · ${name}`;
}

export const partName = (p: { id: string; name: string | undefined }) => (p.name ? p.name : p.id);
