import type { GuestRoom } from '@/lib/desk/guest-upload-shelf';
import { megabytes } from '@/lib/desk/upload-window';

/** `meter`: the plan's use drawn too (Health draws its own). */
export function GuestRoomMeter({ room, meter = true }: { room: GuestRoom | { problem: string }; meter?: boolean }) {
  if ('problem' in room) return <p role="alert">{room.problem}</p>;
  return (
    <>
      {meter ? (
        <p>
          <label htmlFor="plan-used">
            The wedding uses {megabytes(room.bucketBytes)} of the plan&apos;s {megabytes(room.planBytes)}
          </label>{' '}
          <meter id="plan-used" min={0} max={room.planBytes} high={room.planBytes - room.keptForCoupleBytes} value={Math.min(room.bucketBytes, room.planBytes)}>
            {megabytes(room.bucketBytes)}
          </meter>
        </p>
      ) : null}
      <p>
        Guests&apos; photos and videos: {megabytes(room.guestBytes)}.{' '}
        {room.leftForGuests > 0
          ? `Guests may still send ${megabytes(room.leftForGuests)} in all; ${megabytes(room.keptForCoupleBytes)} stays for your own photos.`
          : `Guests can send nothing more: the plan is full but for the ${megabytes(room.keptForCoupleBytes)} kept for your own photos. Download theirs, then remove some.`}
      </p>
    </>
  );
}
