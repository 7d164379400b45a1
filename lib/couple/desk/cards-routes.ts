import QRCode from 'qrcode';
import { direction } from '@/lib/wedding/languages';
import { inviteLink } from '../guests/links';
import { screen, type Route } from './context';
import { readDeskData } from './desk-data';
import { html, trusted } from './html';
import { projectTemplates } from './messages-table';
import { cardLine, weddingWords } from './sending';

const PAPER = { a4: 'A4', letter: 'letter' } as const;
type Paper = keyof typeof PAPER;

export const cardsRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/cards$/,
    async handle(ctx) {
      const paper: Paper = ctx.url.searchParams.get('paper') === 'letter' ? 'letter' : 'a4';
      const d = await readDeskData(ctx.project);
      const site = ctx.project.site ?? new URL('http://localhost:3000/');
      const templates = await projectTemplates(ctx.project);
      const words = weddingWords(d.wedding);
      const cards = await Promise.all(
        d.guests.map(async (g) => {
          const svg = await QRCode.toString(inviteLink(site, g.id), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
          const line = cardLine(g, words, templates, d.languages);
          return html`<article class="qr-card"><p class="name">${g.name}</p><div role="img" aria-label="QR code of ${g.name}'s link">${trusted(svg.replace(/<svg /, '<svg aria-hidden="true" focusable="false" '))}</div><p lang="${line.language}" dir="${direction(line.language)}">${line.text}</p></article>`;
        }),
      );
      screen(
        ctx,
        'QR cards',
        html`<div class="no-print"><h1>QR cards</h1><p>One card per guest: their name, the QR code of their own link, and a line in their language. Print this page and cut along the dashed lines.</p>
<div class="actions"><a class="button${paper === 'a4' ? '' : ' quiet'}" href="/cards?paper=a4"${trusted(paper === 'a4' ? ' aria-current="true"' : '')}>A4</a><a class="button${paper === 'letter' ? '' : ' quiet'}" href="/cards?paper=letter"${trusted(paper === 'letter' ? ' aria-current="true"' : '')}>Letter</a><button type="button" id="print">Print</button></div>
${ctx.project.site ? '' : html`<p class="notice error">The site's address is not set (SITE_URL): these codes point at ${site.origin}.</p>`}</div>
<section class="cards" aria-label="Cards">${cards}</section>`,
        { style: `@page{size:${PAPER[paper]};margin:12mm}`, script: `document.getElementById('print').addEventListener('click',function(){window.print()});` },
      );
    },
  },
];
