import type { GuestUpload } from '@/lib/desk/guest-photos';
import type { StateAction } from '@/lib/desk/desk-state';
import { megabytes, sentAt, videoLength } from '@/lib/desk/upload-window';
import { GuestPhotoButtons } from './guest-photo-buttons';

const fileLink = (path: string, whole = false) => `/desk/guest-photos/file?path=${encodeURIComponent(path)}${whole ? '&whole=1' : ''}`;

interface Props {
  uploads: GuestUpload[];
  zone: string;
  action: StateAction<Record<string, string>, 'confirm'>;
}

export function GuestPhotoList({ uploads, zone, action }: Props) {
  return (
    <ol className="desk-photos" aria-labelledby="sent">
      {uploads.map((u) => {
        const from = u.from ?? 'a guest no longer on the list';
        const when = sentAt(u.createdAt, zone);
        const what = u.kind === 'video' ? `Video from ${from}` : `Photo from ${from}`;
        return (
          <li key={u.id}>
            <a href={fileLink(u.path, true)} target="_blank" rel="noopener" aria-label={`Open the ${u.kind} from ${from}, ${when}`}>
              {u.kind === 'photo' ? (
                // eslint-disable-next-line @next/next/no-img-element -- the desk's own small copy, drawn by its route; nothing to optimise
                <img className="desk-thumb" src={fileLink(u.path)} alt={`${what}, ${when}`} loading="lazy" width={160} height={120} />
              ) : (
                <span className="desk-thumb">▶ {videoLength(u.seconds)}</span>
              )}
            </a>
            <div>
              <p id={`gp-${u.id}`}>
                <strong>From {from}</strong> · {when}
                <br />
                {u.kind === 'video' ? `Video, ${videoLength(u.seconds)}` : u.width && u.height ? `Photo, ${u.width}×${u.height}` : 'Photo'}, {megabytes(u.bytes)}
                {u.approved ? <strong className="desk-approved"> · Approved</strong> : null}
              </p>
              <GuestPhotoButtons action={action} id={u.id} approved={u.approved} describedBy={`gp-${u.id}`} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
