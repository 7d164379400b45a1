import type { Translator } from '@/lib/i18n/translator';
import type { LightboxWords } from './lightbox';

export const lightboxWords = (t: Translator, label: string): LightboxWords => ({
  label,
  close: t('lightbox.close'),
  previous: t('lightbox.previous'),
  next: t('lightbox.next'),
  counter: t.raw('lightbox.counter') as string,
});
