'use client';
import { sectionVines, type VineSection } from '@/lib/wedding/vines';
import styles from './vines.module.css';

/** Placed from the server's seed on both sides: the payload carries the seed, not every vine's markup. */
export function Vines({ section, dir, seed }: { section: VineSection; dir: 'ltr' | 'rtl'; seed: number }) {
  return (
    <div className={styles.layer} aria-hidden="true" data-testid="vines">
      {sectionVines(section, dir, seed).map((v, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- a tiny decorative SVG, nothing to optimise
        <img
          key={i}
          src="/images/vine.svg"
          alt=""
          width={120}
          height={320}
          // Lazy: drawing an SVG costs main-thread time the greeting needs.
          loading="lazy"
          className={styles.vine}
          data-rotate={v.rotate}
          style={{
            top: `${v.top}%`,
            insetInlineStart: `${v.left}%`,
            // Lifted by its own height's top%, so a low vine ends inside its section.
            transform: `translateY(-${v.top}%) rotate(${v.rotate}deg) scale(${v.flip ? -v.scale : v.scale}, ${v.scale})`,
          }}
        />
      ))}
    </div>
  );
}
