import { isVideo } from '@/lib/wedding/media';

export function PhotoThumb({ path, alt }: { path: string; alt: string }) {
  if (!path) return <div className="desk-thumb">No photo</div>;
  if (isVideo(path) || /^(https?:)?\/\//.test(path) || path.startsWith('/')) return <div className="desk-thumb">{path}</div>;
  // eslint-disable-next-line @next/next/no-img-element -- the desk's own small copy, drawn by its route; nothing to optimise
  return <img className="desk-thumb" src={`/desk/photos/file?path=${encodeURIComponent(path)}`} alt={alt} loading="lazy" width={160} height={120} />;
}
