import 'server-only';
import { getDataSource } from '@/lib/data';
import { refreshWeddingContent } from './wedding-content';

/** Reads the wedding content again now; false when that failed and the last good copy stays. */
export function refreshContent(): Promise<boolean> {
  return refreshWeddingContent(getDataSource());
}
