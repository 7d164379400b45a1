import { requestLanguage } from '@/lib/invitation/page-language';
import { translator } from '@/lib/i18n/translator';
import { NoticeCard } from './notice-card';

/** What anyone without a personal link sees (spec §2), in the language their browser asks for. */
export async function NoAccess() {
  const t = translator(await requestLanguage());
  return (
    <NoticeCard title={t('noAccess.title')}>
      <p>{t('noAccess.onlyByLink')}</p>
      <p>{t('noAccess.useYourLink')}</p>
    </NoticeCard>
  );
}
