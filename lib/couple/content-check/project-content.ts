import type { SupabaseClient } from '@supabase/supabase-js';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import type { Finding } from '../doctor/doctor-types';
import { describeError } from '../project';
import { photoFacts, translationKeys } from './content-facts';
import { guestFolderFindings } from './guest-folders';
import { translationTagFindings } from './language-tags';
import { bucketMedia } from './media-listing';
import { photoPathFindings } from './photo-paths';

const NAMES = { wedding: 'wedding_info', story: 'love_story', gallery: 'photo_gallery' };

export async function projectContentFindings(anon: SupabaseClient, service: SupabaseClient | undefined): Promise<Finding[]> {
  const reader = service ?? anon;
  const [wedding, story, gallery] = await Promise.all([
    reader.from('wedding_info').select('*').limit(1).retry(false),
    reader.from('love_story').select('year,title,photo_path,translations').order('year').retry(false),
    reader.from('photo_gallery').select('storage_path,name,translations').order('order_index').retry(false),
  ]);
  // An unreadable table is reported by the doctor's table checks.
  const sources = { wedding: wedding.data?.[0] ?? null, story: story.data ?? [], gallery: gallery.data ?? [] };
  const media = bucketMedia(reader);
  try {
    const findings = [...(await photoPathFindings(photoFacts(sources, NAMES), media)), ...translationTagFindings(translationKeys(sources, NAMES), spokenLanguages())];
    if (!service) return findings;
    const guests = await service.from('guests').select('name,photo_dir').order('name').retry(false);
    if (guests.error) return [...findings, { level: 'warn', title: "The guests' photo folders could not be checked", detail: describeError(guests.error) }];
    return [...findings, ...(await guestFolderFindings(guests.data ?? [], media, 'guests'))];
  } catch (e) {
    return [{ level: 'warn', title: `The photo paths could not be checked against ${media.label}`, detail: describeError(e) }];
  }
}
