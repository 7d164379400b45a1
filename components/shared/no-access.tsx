import { requestLanguage } from '@/lib/invitation/page-language';
import { translator } from '@/lib/i18n/translator';
import { NoticeCard } from './notice-card';

export async function NoAccess() {
  const t = translator(await requestLanguage());
  return (
    <NoticeCard title={t('noAccess.title')}>
      <p>{t('noAccess.onlyByLink')}</p>
      <p>{t('noAccess.useYourLink')}</p>
    </NoticeCard>
  );
}
