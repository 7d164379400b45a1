import 'server-only';
import { getDataSource } from '@/lib/data';
import { describeError } from '@/lib/server/describe-error';
import { processSingleton } from '@/lib/server/process-singleton';
import { configuredSiteSecret, isOpenToken, openToken } from '@/lib/server/site-secret';
import { OPENS } from '@/lib/wedding/limits';
import { beaconClaim, isCountableOpen } from '@/lib/wedding/opens';
import { OpenThrottle } from './open-throttle';

// Only a token this site made counts, so made-up ids never reach the write budget.

const throttle = () => processSingleton('open-throttle', () => new OpenThrottle(OPENS.throttleMs, OPENS.maxRecordsPerMinute, OPENS.maxRemembered));

export const opensRecorded = (): boolean => getDataSource().recordOpen !== undefined;

export const openTokenFor = (guestId: string): string | null => (opensRecorded() ? openToken(configuredSiteSecret(), guestId) : null);

async function smallBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > OPENS.maxBodyBytes) return null;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > OPENS.maxBodyBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function openToRecord(request: Request): Promise<string | null> {
  if (!opensRecorded() || !isCountableOpen(request.method, request.headers)) return null;
  const body = await smallBody(request).catch(() => null);
  const claim = body === null ? null : beaconClaim(body);
  if (!claim || !isOpenToken(configuredSiteSecret(), claim.guest, claim.token)) return null;
  return throttle().take(claim.guest) ? claim.guest : null;
}

export async function recordOpen(guestId: string): Promise<void> {
  try {
    await getDataSource().recordOpen?.(guestId);
  } catch (e) {
    console.warn('Could not record that an invitation was opened:', describeError(e));
  }
}
