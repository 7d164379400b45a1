import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDataSource } from '@/lib/data';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translator } from '@/lib/i18n/translator';
import { siteOrigin } from '@/lib/server/site-url';
import { shareMetadata } from './share-metadata';
import { invitePath } from '@/lib/site/routes';
import { joinedNames, partnerNames } from '@/lib/wedding/names';
import type { Couple } from '@/lib/wedding/types';
import { shareImageVersion } from '@/lib/wedding/share-photo';
import { getShownInvitation } from './get-invitation';
import { requestLanguage } from './page-language';
import { getWeddingContent } from './wedding-content';

// Crawlers wait for metadata, so an unknown guest is a real 404 and a failed lookup a real 503.
export async function getInvitationMetadata(guestId: string): Promise<Metadata> {
  const result = await getShownInvitation(guestId);
  const requestHeaders = await headers();
  if (result.status !== 'ok') return getNoAccessMetadata(invitePath(guestId));
  const { info, language, photos, guest } = result.invitation;
  const text = invitationText(info.couple, language);
  return shareMetadata({
    ...text,
    language: pageLocale(language, guest.language, info.language),
    siteName: translator(language)('meta.title'),
    origin: siteOrigin(requestHeaders),
    path: invitePath(guestId),
    imageVersion: shareImageVersion(photos.gallery),
    imageAlt: joinedNames(info.couple) || text.title,
  });
}

export async function getNoAccessMetadata(path = '/'): Promise<Metadata> {
  // The request first: it marks the page dynamic, so a build never asks the backend for it.
  const origin = siteOrigin(await headers());
  const language = await requestLanguage();
  const t = translator(language);
  const shared = await getWeddingContent(getDataSource()).catch(() => null);
  return shareMetadata({
    title: t('meta.title'),
    description: t('meta.description'),
    language,
    siteName: t('meta.title'),
    origin,
    path,
    imageVersion: shareImageVersion(shared?.gallery ?? []),
    imageAlt: (shared?.info && joinedNames(shared.info.couple)) || t('meta.title'),
  });
}

/** Spec §2: the couple's names only — never the guest's, since messaging apps keep previews. */
export function invitationText(couple: Couple, language: string): { title: string; description: string } {
  const t = translator(language);
  const names = partnerNames(couple);
  if (names.length === 0) return { title: t('meta.title'), description: t('meta.description') };
  const who = names.length >= 2 ? t('meta.bothNames', { first: names[0]!, second: names[1]! }) : names[0]!;
  return { title: t('meta.titleWithNames', { names: joinedNames(couple) }), description: t('meta.descriptionWithNames', { names: who }) };
}
