/**
 * The backend's photos the image optimiser may resize: signed URLs of the configured Supabase
 * project's bucket (objects and rendered images, any query string: the token differs per URL).
 * Read from SUPABASE_URL when next.config is loaded, at build and at start.
 */
type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function storageImageSources(supabaseUrl: string | undefined, bucket: string): { patterns: RemotePattern[]; loopback: boolean } {
  let url: URL;
  try {
    url = new URL((supabaseUrl ?? '').trim());
  } catch {
    return { patterns: [], loopback: false }; // not configured (or not a URL: the config check reports it)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { patterns: [], loopback: false };
  const base = url.pathname.replace(/\/+$/, '');
  const pattern = (kind: string): RemotePattern => ({
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname: url.hostname,
    port: url.port,
    pathname: `${base}/storage/v1/${kind}/sign/${bucket}/**`,
  });
  // A project on this machine (Supabase's CLI, the stand-in) is on a loopback address, which the
  // optimiser refuses unless told; a hosted project never is.
  return { patterns: [pattern('object'), pattern('render/image')], loopback: LOOPBACK.has(url.hostname) };
}
