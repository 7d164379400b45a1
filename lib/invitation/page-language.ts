import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { browserLanguage } from '@/lib/i18n/catalogues';
import { pageLocale } from '@/lib/i18n/page-locale';
import { INVITATION_ID_HEADER } from './guest-gate';
import { getInvitation } from './get-invitation';

export const requestLanguage = cache(async (): Promise<string> => {
  const requestHeaders = await headers();
  const guestId = requestHeaders.get(INVITATION_ID_HEADER);
  if (guestId) {
    const result = await getInvitation(guestId);
    if (result.status === 'ok') return result.invitation.language;
  }
  return browserLanguage(requestHeaders.get('accept-language'));
});

export const requestLocale = cache(async (): Promise<string> => {
  const language = await requestLanguage();
  const guestId = (await headers()).get(INVITATION_ID_HEADER);
  const result = guestId ? await getInvitation(guestId) : null;
  if (result?.status !== 'ok') return language;
  const { guest, info } = result.invitation;
  return pageLocale(language, guest.language, info.language);
});
