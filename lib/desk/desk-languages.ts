import { spokenLanguages } from '@/lib/i18n/catalogues';
import { languageName } from '@/lib/wedding/languages';

/** The site's languages as the desk's lists offer them. */
export const deskLanguages = () => spokenLanguages().map((tag) => ({ tag, name: languageName(tag) }));
