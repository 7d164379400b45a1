import QRCode from 'qrcode';
import type { Guest } from '@/lib/wedding/types';
import { direction, languageName } from '@/lib/wedding/languages';
import { previewLink } from '../guests/links';
import { html, trusted, type Html } from './html';
import type { GuestMessage } from './sending';

export interface SendData {
  guest: Guest;
  hint?: string;
  site: URL;
  siteKnown: boolean;
  opened: string;
  notOpened: boolean;
  /** False on local content, where the site records no opens. */
  recorded: boolean;
  invite: GuestMessage;
  remind: GuestMessage;
  form: Html;
}

const channels = (m: GuestMessage, what: string, name: string) =>
  html`<div class="actions"><a class="button" href="${m.whatsapp}" target="_blank" rel="noopener noreferrer" aria-label="WhatsApp: ${what} for ${name}">WhatsApp</a>
<a class="button" href="${m.sms}" aria-label="SMS: ${what} for ${name}">SMS</a>
<a class="button" href="${m.email}" aria-label="E-mail: ${what} for ${name}">E-mail</a>
<button type="button" class="quiet" data-copy="${m.body}">Copy the message</button></div>`;

const message = (m: GuestMessage) =>
  html`<p class="muted">In ${languageName(m.language)}. Subject: <span lang="${m.language}" dir="${direction(m.language)}">${m.subject}</span></p><pre class="message" lang="${m.language}" dir="${direction(m.language)}">${m.body}</pre>`;

export async function sendScreen(d: SendData): Promise<Html> {
  const qr = await QRCode.toString(d.invite.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return html`<h1><bdi>${d.guest.name}</bdi>${d.hint ? html` <span class="muted">(${d.hint})</span>` : ''}</h1>
<p class="${!d.recorded ? 'muted' : d.notOpened ? 'not-opened' : 'opened'}">${d.opened}</p>
${d.siteKnown ? '' : html`<p class="notice error">The site's address is not set: these links use ${d.site.origin}. Put SITE_URL=https://your-site in .env.local and start the desk again.</p>`}
<section class="card" aria-labelledby="link-h"><h2 id="link-h">Their link</h2>
<p class="link" id="guest-link">${d.invite.link}</p>
<div class="actions"><button type="button" data-copy="${d.invite.link}">Copy the link</button><a class="button quiet" href="${previewLink(d.site, d.guest.id)}" target="_blank" rel="noopener noreferrer">Preview their invitation</a><span class="muted">(a preview never counts as opened)</span></div>
<div class="qr" role="img" aria-label="QR code of ${d.guest.name}'s link">${trusted(qr.replace(/<svg /, '<svg aria-hidden="true" focusable="false" '))}</div></section>
<section class="card" aria-labelledby="send-h"><h2 id="send-h">Send the invitation</h2>${message(d.invite)}${channels(d.invite, 'invitation', d.guest.name)}</section>
${d.notOpened ? html`<section class="card" aria-labelledby="remind-h"><h2 id="remind-h">Remind</h2><p>${d.recorded ? 'They have not opened it yet. A gentle reminder:' : 'Opens are not recorded on local content. A gentle reminder, if they need one:'}</p>${message(d.remind)}${channels(d.remind, 'reminder', d.guest.name)}</section>` : ''}
<section class="card" aria-labelledby="edit-h"><h2 id="edit-h">Edit</h2>${d.form}</section>
<p><a class="button danger" href="/guests/${d.guest.id}/remove">Remove ${d.guest.name}…</a></p>`;
}

export const COPY_SCRIPT = `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-copy]');if(!b)return;
var t=b.getAttribute('data-copy');var done=function(){var o=b.textContent;b.textContent='Copied';setTimeout(function(){b.textContent=o},1500)};
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(t).then(done,function(){prompt('Copy:',t)})}else{prompt('Copy:',t)}});`;
