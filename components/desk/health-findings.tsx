import type { DeskHealth } from '@/lib/desk/desk-health';
import type { StateAction } from '@/lib/desk/desk-state';
import { GuestRoomMeter } from './guest-room';
import { SnapshotButton } from './snapshot-button';

const WORD = { ok: 'fine', info: 'note', warn: 'warning', fail: 'fails' } as const;

export function HealthFindings({ findings, storage, guestRoom, refreshSnapshot }: DeskHealth & { refreshSnapshot?: StateAction }) {
  const failed = findings.filter((f) => f.level === 'fail').length;
  const mb = storage && 'bytes' in storage ? (storage.bytes / 1_000_000).toFixed(1) : '';
  return (
    <>
      <h2>Checks</h2>
      <p>{failed ? `${failed} ${failed === 1 ? 'check fails' : 'checks fail'}: each says the way out.` : 'Nothing fails.'} The same checks as npm run doctor, with this site&apos;s own settings.</p>
      <ul className="desk-findings" aria-label="Checks">
        {findings.map((f, i) => (
          <li key={i} className={`desk-finding-${f.level}`}>
            <strong>{WORD[f.level]}</strong> {f.title}
            {f.detail ? <span className="desk-finding-detail">{f.detail}</span> : null}
            {f.fix ? <span className="desk-finding-fix">→ {f.fix}</span> : null}
            {f.deskAction === 'refresh-snapshot' && refreshSnapshot ? <SnapshotButton action={refreshSnapshot} /> : null}
          </li>
        ))}
      </ul>
      {storage ? <h2>Storage</h2> : null}
      {!storage ? null : 'bytes' in storage ? (
        <p>
          <label htmlFor="storage-used">Photos: {mb} MB of the free plan&apos;s 1 GB</label>{' '}
          <meter id="storage-used" min={0} max={storage.limit} high={storage.limit * 0.8} value={storage.bytes}>
            {mb} MB
          </meter>
        </p>
      ) : (
        <p role="alert">{storage.problem}</p>
      )}
      {guestRoom ? <GuestRoomMeter room={guestRoom} meter={false} /> : null}
    </>
  );
}
