import 'server-only';
import { getDataSource } from '@/lib/data';
import { refreshWeddingContent } from './wedding-content';

/** Drops the cached wedding content, so the next guest sees the couple's latest edit. */
export function refreshContent(): void {
  refreshWeddingContent(getDataSource());
}
