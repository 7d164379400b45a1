import { html, trusted, type Html } from './html';

const NAV = [
  ['/', 'Guests'],
  ['/wedding', 'The wedding'],
  ['/photos', 'Story & gallery'],
  ['/cards', 'QR cards'],
  ['/messages', 'Messages'],
  ['/import', 'Import'],
  ['/health', 'Health & backups'],
] as const;

const STYLE = `
:root{--ink:#2b2622;--muted:#5f5750;--line:#d9d1c7;--paper:#fbf8f4;--accent:#7a4b2a;--ok:#2f6b3a;--bad:#a3261b;--warn:#8a5a00;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--paper)}
a{color:var(--accent)}
header.top{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.75rem 1.25rem;background:#fff;border-bottom:1px solid var(--line)}
header.top strong{font-size:1.1rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
nav a[aria-current=page]{font-weight:700;text-decoration-thickness:2px}
main{max-width:1180px;margin:0 auto;padding:1.25rem}
h1{font-size:1.6rem;margin:.25rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.notice{padding:.6rem .9rem;border-radius:6px;background:#eef6ee;border:1px solid #b7d6ba;margin:0 0 1rem}
.notice.error{background:#fbecea;border-color:#e5b3ad}
.notice.trial{background:#fff6e0;border-color:#e0c27a}
.muted{color:var(--muted)}
p,li{overflow-wrap:break-word}
.table-wrap{overflow-x:auto;background:#fff;border:1px solid var(--line);border-radius:8px}
table{border-collapse:collapse;width:100%}
caption{text-align:start;padding:.5rem .6rem}
th,td{text-align:start;padding:.5rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
thead th a{text-decoration:none;color:inherit}
tbody tr:last-child :is(td,th){border-bottom:0}
.opened{color:var(--ok)}
.not-opened{color:var(--warn);font-weight:600}
.button,button{display:inline-block;font:inherit;padding:.45rem .9rem;border-radius:6px;border:1px solid var(--accent);background:var(--accent);color:#fff;text-decoration:none;cursor:pointer}
.button.quiet,button.quiet{background:#fff;color:var(--accent)}
button.danger,.button.danger{background:var(--bad);border-color:var(--bad)}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.75rem 0}
form.inline{display:inline}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=email],input[type=date],input[type=time],input[type=number],select,textarea{font:inherit;width:100%;max-width:32rem;padding:.4rem .5rem;border:1px solid #9b9086;border-radius:5px;background:#fff}
textarea{min-height:6rem}
fieldset{border:1px solid var(--line);border-radius:8px;margin:1rem 0;padding:.5rem 1rem 1rem;background:#fff}
legend{font-weight:700;padding:0 .25rem}
fieldset.checks label{display:flex;gap:.4rem;align-items:center;font-weight:400;margin:.25rem 0}
.field-error{color:var(--bad);margin:.2rem 0 0;font-weight:600}
details{margin:.75rem 0 0}summary{cursor:pointer;font-weight:600;color:var(--accent)}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:0 1.25rem}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0}
.link{font-family:ui-monospace,monospace;word-break:break-all}
.qr svg{width:180px;height:180px}
pre.message{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid var(--line);border-radius:6px;padding:.75rem;max-width:40rem}
ul.findings{list-style:none;padding:0}
ul.findings li{padding:.5rem .75rem;border-inline-start:4px solid var(--line);background:#fff;margin:.4rem 0}
ul.findings li.fail{border-color:var(--bad)} ul.findings li.warn{border-color:var(--warn)} ul.findings li.ok{border-color:var(--ok)}
.level{font-weight:700;text-transform:uppercase;font-size:.8rem;margin-inline-end:.4rem}
.diff del{color:var(--bad)} .diff ins{color:var(--ok);text-decoration:none;font-weight:600}
meter{width:16rem;max-width:100%}
#drop.over{outline:3px dashed var(--accent)}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
@media (max-width:600px){main{padding:.75rem}th.wide,td.wide{display:none}h1{font-size:1.35rem}}
/* A phone gets each guest as a small card: name and language, then opened, then the actions. */
@media (max-width:600px){.guests caption{padding-bottom:0}.guests thead tr{display:flex;flex-wrap:wrap}.guests thead th{border:0;padding:.25rem .6rem}.guests thead th a{text-decoration:underline}.guests .actions-head{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.guests tbody tr{display:grid;grid-template-columns:1fr auto;border-top:1px solid var(--line)}.guests tbody :is(th,td){border:0;padding:.15rem .6rem}
.guests tbody th{padding-top:.5rem}.guests tbody td:nth-of-type(1){padding-top:.5rem}.guests tbody td[data-opened],.guests .row-actions{grid-column:1/-1}.guests .row-actions{padding-bottom:.5rem}}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(70mm,1fr));gap:8mm}
.qr-card{border:1px dashed #999;border-radius:4mm;padding:6mm;text-align:center;break-inside:avoid;background:#fff}
.qr-card svg{width:40mm;height:40mm}
.qr-card .name{font-size:14pt;font-weight:700;margin:2mm 0}
@media print{.cards{grid-template-columns:repeat(2,1fr)}header.top,.no-print{display:none}main{max-width:none;padding:0}body{background:#fff}}
`;

export interface Frame {
  title: string;
  path: string;
  notice?: { text: string; error?: boolean } | null;
  nonce: string;
  style?: string;
  script?: string;
  trial?: boolean;
}

export const TRIAL_TEXT =
  "This is a copy of the demo wedding, to try the desk: nothing here is your wedding, and it is thrown away when the desk stops. To open yours, put your Supabase project's settings (or CONTENT_DIR, your wedding's folder) in .env.local and start the desk again; docs/couples-guide.md shows how.";

export function page(frame: Frame, body: Html): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="same-origin">
<title>${frame.title} · Wedding desk</title><style nonce="${frame.nonce}">${trusted(STYLE)}${trusted(frame.style ?? '')}</style></head>
<body><header class="top"><strong>Wedding desk</strong><nav aria-label="Desk"><ul>${NAV.map(([href, label]) => html`<li><a href="${href}"${trusted(current(frame.path, href) ? ' aria-current="page"' : '')}>${label}</a></li>`)}</ul></nav></header>
<main>${frame.trial ? html`<p class="notice trial">${TRIAL_TEXT}</p>` : ''}${frame.notice ? html`<p class="notice${frame.notice.error ? ' error' : ''}" role="status">${frame.notice.text}</p>` : ''}${body}</main>
${frame.script ? html`<script nonce="${frame.nonce}">${trusted(frame.script)}</script>` : ''}</body></html>`}`;
}

const current = (path: string, href: string) => (href === '/' ? path === '/' || path.startsWith('/guests') : path.startsWith(href));
