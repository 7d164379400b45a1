import 'server-only';
import type { Metadata } from 'next';
import { getDataSource } from '@/lib/data';
import type { Invitation } from '@/lib/data/types';
import { invitationText, NO_ACCESS_DESCRIPTION, NO_ACCESS_TITLE, shareMetadata } from '@/lib/metadata';
import { getSharedContent } from '@/lib/shared-content';
import { siteOrigin } from '@/lib/site-url';
import { joinedNames } from '@/lib/wedding/names';
import { shareImageVersion } from '@/lib/wedding/share-image';

/** A guest's invitation: the couple's names and photo, nothing about the guest. */
export function invitationPageMetadata(invitation: Invitation, requestHeaders: Headers): Metadata {
  const { couple } = invitation.info;
  return shareMetadata({
    ...invitationText(couple),
    origin: siteOrigin(requestHeaders),
    path: `/invite/${invitation.guest.id}`,
    imageVersion: shareImageVersion(invitation.photos.gallery),
    imageAlt: joinedNames(couple) || NO_ACCESS_TITLE,
  });
}

/** The no-access notice (and any state without an invitation). */
export async function noAccessPageMetadata(requestHeaders: Headers, path = '/'): Promise<Metadata> {
  const shared = await getSharedContent(getDataSource()).catch(() => null);
  return shareMetadata({
    title: NO_ACCESS_TITLE,
    description: NO_ACCESS_DESCRIPTION,
    origin: siteOrigin(requestHeaders),
    path,
    imageVersion: shareImageVersion(shared?.gallery ?? []),
    imageAlt: shared?.info ? joinedNames(shared.info.couple) || NO_ACCESS_TITLE : NO_ACCESS_TITLE,
  });
}
