import 'server-only';
import { translator } from '@/lib/i18n/translator';
import { direction } from '@/lib/wedding/languages';
import { joinedNames } from '@/lib/wedding/names';
import { shareImageVersion } from '@/lib/wedding/share-photo';
import type { Invitation } from '@/lib/wedding/types';
import { webManifest, type ManifestText } from '@/lib/wedding/web-manifest';
import { getInvitation } from './get-invitation';
import { invitationText } from './page-metadata';

// Null for anything not an invitation: nothing leaks.
export async function getWebManifest(guestId: string) {
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return null;
  const { invitation } = result;
  return webManifest(manifestText(invitation), invitation.guest.id, shareImageVersion(invitation.photos.gallery));
}

export function manifestText({ info, language }: Pick<Invitation, 'info' | 'language'>): ManifestText {
  const t = translator(language);
  const names = joinedNames(info.couple);
  return {
    lang: language,
    dir: direction(language),
    name: invitationText(info.couple, language).title,
    shortName: names || t('meta.appShortName'),
    description: t('meta.appDescription'),
  };
}
