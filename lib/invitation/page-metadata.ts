import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDataSource } from '@/lib/data';
import { siteOrigin } from '@/lib/server/site-url';
import { invitationText, NO_ACCESS_DESCRIPTION, NO_ACCESS_TITLE, shareMetadata } from '@/lib/wedding/share-metadata';
import { joinedNames } from '@/lib/wedding/names';
import { shareImageVersion } from '@/lib/wedding/share-photo';
import { getShownInvitation } from './get-invitation';
import { getWeddingContent } from './wedding-content';

/**
 * A guest link's title and sharing tags: the couple's names and photo, nothing about the guest.
 * Crawlers wait for metadata, so for them too an unknown guest is a real 404 and a failed lookup a real 503.
 */
export async function getInvitationMetadata(guestId: string): Promise<Metadata> {
  const result = await getShownInvitation(guestId);
  const requestHeaders = await headers();
  if (result.status !== 'ok') return getNoAccessMetadata(`/invite/${guestId}`);
  const { couple } = result.invitation.info;
  return shareMetadata({
    ...invitationText(couple),
    origin: siteOrigin(requestHeaders),
    path: `/invite/${guestId}`,
    imageVersion: shareImageVersion(result.invitation.photos.gallery),
    imageAlt: joinedNames(couple) || NO_ACCESS_TITLE,
  });
}

/** The no-access notice (and any state without an invitation). */
export async function getNoAccessMetadata(path = '/'): Promise<Metadata> {
  // The request first: it marks the page dynamic, so a build never asks the backend for it (and
  // never logs Next's "dynamic server usage" signal as a failed read of the couple's content).
  const origin = siteOrigin(await headers());
  const shared = await getWeddingContent(getDataSource()).catch(() => null);
  return shareMetadata({
    title: NO_ACCESS_TITLE,
    description: NO_ACCESS_DESCRIPTION,
    origin,
    path,
    imageVersion: shareImageVersion(shared?.gallery ?? []),
    imageAlt: shared?.info ? joinedNames(shared.info.couple) || NO_ACCESS_TITLE : NO_ACCESS_TITLE,
  });
}
