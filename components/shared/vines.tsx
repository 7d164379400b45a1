import type { VinePlacement } from '@/lib/wedding/vines';
import styles from './vines.module.css';

/** Decorative vines placed by the server; purely visual, hidden from assistive technology. */
export function Vines({ placements }: { placements: VinePlacement[] }) {
  return (
    <div className={styles.layer} aria-hidden="true" data-testid="vines">
      {placements.map((v, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- a tiny decorative SVG, nothing to optimise
        <img
          key={i}
          src="/images/vine.svg"
          alt=""
          width={120}
          height={320}
          // Fetched once the first paint is on screen (app/globals.css): drawing an SVG image costs the main thread time the greeting needs.
          loading="lazy"
          className={styles.vine}
          data-rotate={v.rotate}
          style={{
            top: `${v.top}%`,
            // From the inline start: right to left, the vines' places mirror (their turn is mirrored on the server).
            insetInlineStart: `${v.left}%`,
            // Lifted by `top`% of its own height, so a vine placed low still ends inside its section instead of being cut off.
            transform: `translateY(-${v.top}%) rotate(${v.rotate}deg) scale(${v.flip ? -v.scale : v.scale}, ${v.scale})`,
          }}
        />
      ))}
    </div>
  );
}
