import type { Row } from './report';
import { median } from './timing';

/** A resize of a file every deployment has, at a width the pages do not ask for first. */
const RESIZE = '/_next/image?url=%2Fimages%2Fvenue-fallback.jpg&w=1080&q=75';

async function timed(url: string): Promise<{ ms: number; cache: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Accept: 'image/webp,image/*' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache') };
}

/** The image optimiser's first encoding of a resize, then the same request answered from its cache. */
export async function imageCacheRows(baseUrl: string, warmRuns = 20): Promise<Row[]> {
  const cold = await timed(`${baseUrl}${RESIZE}`);
  const warm: number[] = [];
  let hits = 0;
  for (let i = 0; i < warmRuns; i++) {
    const run = await timed(`${baseUrl}${RESIZE}`);
    warm.push(run.ms);
    if (run.cache === 'HIT') hits++;
  }
  return [
    { figure: 'Resized image cold (/_next/image, 1080 px)', value: `${cold.ms.toFixed(1)} ms (${cold.cache ?? 'no cache header'})`, target: '' },
    {
      figure: 'Resized image warm (median)',
      value: `${median(warm).toFixed(1)} ms (${hits}/${warmRuns} from the cache)`,
      target: '≤ 20 ms, all from the cache',
      met: median(warm) <= 20 && hits === warmRuns,
    },
  ];
}
