import type { ReactNode } from 'react';
import styles from './section.module.css';

export function Section({
  id,
  title,
  kicker,
  tone = 'plain',
  decoration,
  children,
}: {
  id: string;
  title: ReactNode;
  kicker?: ReactNode;
  tone?: 'plain' | 'tinted';
  decoration?: ReactNode;
  children: ReactNode;
}) {
  return (
    // The first paint's script marks it (data-switched, lib/site/first-paint-script.ts) before React hydrates.
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-title`} suppressHydrationWarning>
      {decoration}
      <div className={styles.inner}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
