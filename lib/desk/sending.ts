import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Guest } from '@/lib/wedding/types';
import { baseLanguage, canonicalTag, pageLanguage, spokenLanguage } from '@/lib/wedding/languages';
import { inviteLink } from '@/lib/couple/guests/links';
import shipped from './messages.json';
import { dateTimeFormat } from '@/lib/wedding/intl-formats';

export type Kind = 'invite' | 'remind';
interface Texts {
  invite: { subject: string; body: string };
  remind: { subject: string; body: string };
  card: string;
}
export type Templates = Record<string, Texts>;

export const COUPLE_TEMPLATES = 'desk-messages.json';

export async function loadTemplates(cwd: string): Promise<Templates> {
  const own = await readFile(path.join(/*turbopackIgnore: true*/ cwd, COUPLE_TEMPLATES), 'utf8').then((t) => JSON.parse(t) as Partial<Templates>, () => ({}) as Partial<Templates>);
  return withShipped(own);
}

// Their words in a language also reach its other written forms they wrote nothing for (their Portuguese, a Brazilian guest).
export function withShipped(own: Partial<Templates>): Templates {
  const merged: Templates = { ...shipped };
  const written = Object.entries(own);
  const kin = Object.keys(shipped).flatMap((tag) => (own[tag] || !own[baseLanguage(tag)] ? [] : [[tag, own[baseLanguage(tag)]] as const]));
  for (const [tag, texts] of [...kin, ...written]) {
    const base = merged[tag] ?? shipped.en;
    merged[tag] = { ...base, ...texts, invite: { ...base.invite, ...texts?.invite }, remind: { ...base.remind, ...texts?.remind } };
  }
  return merged;
}

export interface WeddingWords {
  couple: string;
  date: string | null;
  language: string | null;
}

export function weddingWords(json: Record<string, unknown> | null): WeddingWords {
  const couple = (json?.couple ?? {}) as Record<string, string | undefined>;
  const day = (json?.wedding ?? {}) as Record<string, unknown>;
  const names = [couple.name1, couple.name2].filter(Boolean).join(' & ') || couple.fullNames || '';
  return { couple: names, date: typeof day.date === 'string' ? day.date : null, language: typeof json?.language === 'string' ? json.language : null };
}

export interface GuestMessage {
  language: string;
  subject: string;
  body: string;
  link: string;
  whatsapp: string;
  sms: string;
  email: string;
}

const longDate = (date: string | null, language: string) => {
  if (!date) return '';
  try {
    return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  } catch {
    return date;
  }
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

// Texts the couple wrote in the guest's own language (Yoruba), else the page's.
export function messageLanguage(guestTag: string | null | undefined, wedding: WeddingWords, templates: Templates, spoken: readonly string[]): string {
  const tag = canonicalTag(guestTag);
  const own = tag ? Object.keys(templates).find((t) => t.toLowerCase() === tag.toLowerCase()) ?? (templates[baseLanguage(tag)] ? baseLanguage(tag) : null) : null;
  return own && !spokenLanguage(own, spoken) ? own : pageLanguage(guestTag, wedding.language, spoken);
}

export function guestMessage(guest: Guest, kind: Kind, site: URL, wedding: WeddingWords, templates: Templates, spoken: readonly string[]): GuestMessage {
  const language = messageLanguage(guest.language, wedding, templates, spoken);
  const texts = templates[language] ?? templates[baseLanguage(language)] ?? (templates.en as Texts);
  const link = inviteLink(site, guest.id);
  const values = { name: guest.name, couple: wedding.couple, date: longDate(wedding.date, language), link };
  const subject = fill(texts[kind].subject, values);
  const body = fill(texts[kind].body, values);
  const encoded = encodeURIComponent(body);
  return {
    language,
    subject,
    body,
    link,
    whatsapp: `https://wa.me/?text=${encoded}`,
    sms: `sms:?&body=${encoded}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`,
  };
}

export function cardLine(guest: Guest, wedding: WeddingWords, templates: Templates, spoken: readonly string[]): { text: string; language: string } {
  const language = messageLanguage(guest.language, wedding, templates, spoken);
  return { text: (templates[language] ?? templates[baseLanguage(language)] ?? (templates.en as Texts)).card, language };
}
