'use client';

import { useEffect, useState } from 'react';
import { noticesPath } from '@/lib/site/routes';
import { NOTICES_POLL_MS, NOTICES_RETRY_MS } from '@/lib/wedding/limits';
import { isAfter } from '@/lib/wedding/day-moment';
import type { NoticeFaces, ShownNotice } from '@/lib/wedding/notices';
import { DayStyle, styles } from './day-styles';
import { usePhoneClock } from './phone-clock';

interface Props {
  guestId: string;
  /** As the server read them, with the faces of their letters; null when they were not read in time (the page asks at once). */
  initial: Shown | null;
  label: string;
  renderedAt: number;
  /** When the guest's last part ends: the day's notices end with it. */
  endsAt: number;
}

interface Shown {
  notices: ShownNotice[];
  faces: NoticeFaces | null;
}

const isFaces = (f: unknown): f is NoticeFaces => typeof (f as NoticeFaces)?.id === 'string' && /^[\w-]+$/.test((f as NoticeFaces).id) && typeof (f as NoticeFaces).css === 'string';

const isNotice = (n: unknown): n is ShownNotice => {
  const v = n as ShownNotice;
  return typeof v?.id === 'string' && typeof v.text === 'string' && typeof v.lang === 'string' && (v.dir === 'ltr' || v.dir === 'rtl');
};

/** The couple's notices meant for this guest: asked again every half minute while shown, and when the signal returns; none after their day. */
export function Notices({ guestId, initial, label, renderedAt, endsAt }: Props) {
  const [{ notices, faces }, setShown] = useState<Shown>(initial ?? { notices: [], faces: null });
  const ended = isAfter(usePhoneClock(renderedAt), { endsAt });

  useEffect(() => {
    if (ended) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = async (): Promise<boolean> => {
      if (document.visibilityState === 'hidden') return true;
      try {
        const response = await fetch(noticesPath(guestId), { cache: 'no-store', headers: { accept: 'application/json' } });
        const body = response.ok ? ((await response.json()) as { notices?: unknown; faces?: unknown }) : null;
        if (live && Array.isArray(body?.notices)) setShown({ notices: body.notices.filter(isNotice), faces: isFaces(body.faces) ? body.faces : null });
        return Array.isArray(body?.notices);
      } catch {
        return false;
      }
    };
    // A phone says it is online a moment before its connection carries anything: asked again a few times.
    const backOnline = (tries = 4) => {
      clearTimeout(retry);
      void ask().then((answered) => {
        if (!answered && live && tries > 1) retry = setTimeout(() => backOnline(tries - 1), NOTICES_RETRY_MS);
      });
    };
    const onOnline = () => backOnline();
    const onShown = () => void ask();
    const timer = setInterval(onShown, NOTICES_POLL_MS);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onShown);
    if (initial === null || Date.now() - renderedAt > NOTICES_POLL_MS) backOnline();
    return () => {
      live = false;
      clearInterval(timer);
      clearTimeout(retry);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [guestId, initial, renderedAt, ended]);

  return (
    <div aria-live="polite">
      {notices.length > 0 && !ended && (
        <section className={styles.notices} aria-labelledby="notices-title">
          <DayStyle />
          {faces && (
            <style href={`notice-faces-${faces.id}`} precedence="medium">
              {faces.css}
            </style>
          )}
          <h2 id="notices-title" className={styles.kind}>
            {label}
          </h2>
          <ul className={styles.noticeList}>
            {notices.map((n) => (
              <li key={n.id} lang={n.lang} dir={n.dir} className={styles.notice}>
                {n.text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
