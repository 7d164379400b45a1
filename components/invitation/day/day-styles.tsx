// Not a CSS module: the <head> stays within a preview card's 32 KB (docs/decisions.md, "The day turns on the phone").
export const DAY_CSS = `.day-strip,.day-thanks{display:grid;gap:0.75rem;padding:max(1rem,env(safe-area-inset-top)) 1rem 1rem;background:var(--ivory);border-bottom:1px solid var(--line)}@media (min-width:720px){.day-strip{grid-template-columns:repeat(auto-fit,minmax(0,26rem));justify-content:center;padding-inline:2rem}}.day-part{min-width:0;padding:0.9rem 1rem 1rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow)}.day-kind{margin:0;font-size:0.78rem;font-weight:700;letter-spacing:0.14em;text-transform:uppercase;color:var(--rose)}.day-name{margin:0.15rem 0 0;font-family:var(--serif);font-size:1.5rem;font-weight:600;line-height:1.2;color:var(--sage-deep);overflow-wrap:anywhere}.day-time{white-space:nowrap;color:var(--ink)}.day-countdown{margin:0.2rem 0 0;font-weight:700;color:var(--gold)}.day-place{margin:0.4rem 0 0;color:var(--ink);overflow-wrap:anywhere}.day-address{display:block;color:var(--ink-soft);font-size:0.9rem}.day-thanks{justify-items:center;padding-block:max(2rem,env(safe-area-inset-top)) 2rem;text-align:center}.day-thanks-title{margin:0;font-family:var(--script);font-size:clamp(2.6rem,12vw,3.6rem);font-weight:400;line-height:1.1;color:var(--sage-deep)}.day-note{max-width:32rem;margin:0;font-family:var(--serif);font-size:1.2rem;line-height:1.5;color:var(--ink);white-space:pre-line}.day-photos-link{min-height:2.75rem;display:inline-flex;align-items:center;padding:0.4rem 1.1rem;border:1px solid var(--sage-deep);border-radius:999px;color:var(--sage-deep);font-weight:700;text-decoration:none}.day-notices{padding:max(1rem,env(safe-area-inset-top)) 1rem 1rem;background:var(--ivory);border-bottom:1px solid var(--line)}.day-notice-list{display:grid;gap:0.5rem;max-width:40rem;margin:0.4rem auto 0;padding:0;list-style:none}.day-notices>.day-kind{max-width:40rem;margin-inline:auto}.day-notice{padding:0.75rem 1rem;border-inline-start:4px solid var(--gold);border-radius:10px;background:var(--paper);box-shadow:var(--shadow);color:var(--ink);font-size:1.05rem;line-height:1.45;overflow-wrap:anywhere;white-space:pre-line}.day-download{min-height:2.75rem;display:inline-flex;align-items:center;padding:0.4rem 1rem;border:1px solid rgb(255 255 255/0.6);border-radius:999px;background:rgb(0 0 0/0.45);color:#fff;font-weight:700;text-decoration:none}.day-download:hover{text-decoration:underline}`;

export const styles = {
  address: 'day-address',
  download: 'day-download',
  countdown: 'day-countdown',
  day: 'day-strip',
  kind: 'day-kind',
  name: 'day-name',
  note: 'day-note',
  notice: 'day-notice',
  noticeList: 'day-notice-list',
  notices: 'day-notices',
  part: 'day-part',
  photosLink: 'day-photos-link',
  place: 'day-place',
  thanks: 'day-thanks',
  thanksTitle: 'day-thanks-title',
  time: 'day-time',
} as const;

/** Hoisted into the page's <head> by React, once, only where the strip or a notice is drawn. */
export function DayStyle() {
  return (
    <style href="day-strip" precedence="medium">
      {DAY_CSS}
    </style>
  );
}
