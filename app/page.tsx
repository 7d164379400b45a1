import { NoAccess } from '@/components/shared/no-access';
import { requestLanguage } from '@/lib/invitation/page-language';
import { noticeWords } from '@/lib/i18n/notice-words';

export default async function Home() {
  return <NoAccess words={noticeWords(await requestLanguage()).noAccess} />;
}
