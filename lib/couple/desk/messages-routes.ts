import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { direction, languageName } from '@/lib/wedding/languages';
import { goTo, screen, type Route } from './context';
import { html } from './html';
import { COUPLE_TEMPLATES, loadTemplates, type Templates } from './sending';

const FIELDS = [
  ['invite.subject', 'Invitation: subject'],
  ['invite.body', 'Invitation: message'],
  ['remind.subject', 'Reminder: subject'],
  ['remind.body', 'Reminder: message'],
  ['card', 'QR card line'],
] as const;

const read = (t: Templates, tag: string, field: string) => {
  const [a, b] = field.split('.') as [string, string | undefined];
  const entry = t[tag] as unknown as Record<string, Record<string, string> | string>;
  return String(b ? (entry[a] as Record<string, string>)[b] : entry[a]);
};

export const messagesRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/messages$/,
    async handle(ctx) {
      const templates = await loadTemplates(ctx.project.home);
      screen(
        ctx,
        'Messages',
        html`<h1>Messages</h1><p>The texts the desk sends, per language. <code>{name}</code>, <code>{couple}</code>, <code>{date}</code> and <code>{link}</code> are filled in for each guest. Saved in ${path.join(/*turbopackIgnore: true*/ ctx.project.home, COUPLE_TEMPLATES)}.</p>
<form method="post" action="/messages">${Object.keys(templates).map((tag) => html`<fieldset lang="${tag}" dir="${direction(tag)}"><legend lang="en" dir="ltr">${languageName(tag)}</legend>${FIELDS.map(([field, label]) => {
          const id = `m-${tag}-${field.replace('.', '-')}`;
          const value = read(templates, tag, field);
          return html`<label for="${id}" lang="en" dir="ltr">${label}</label>${field.endsWith('body') ? html`<textarea id="${id}" name="${tag}:${field}" rows="7">${value}</textarea>` : html`<input type="text" id="${id}" name="${tag}:${field}" value="${value}">`}`;
        })}</fieldset>`)}
<div class="actions"><button type="submit">Save the messages</button></div></form>`,
      );
    },
  },
  {
    method: 'POST',
    path: /^\/messages$/,
    async handle(ctx) {
      const form = await ctx.form();
      const templates = await loadTemplates(ctx.project.home);
      const missing: string[] = [];
      for (const tag of Object.keys(templates)) {
        const t = templates[tag]!;
        const get = (field: string) => (form.get(`${tag}:${field}`) ?? read(templates, tag, field)).replace(/\r\n/g, '\n').trim();
        t.invite = { subject: get('invite.subject'), body: get('invite.body') };
        t.remind = { subject: get('remind.subject'), body: get('remind.body') };
        t.card = get('card');
        if (!t.invite.body.includes('{link}') || !t.remind.body.includes('{link}')) missing.push(languageName(tag));
      }
      if (missing.length) return goTo(ctx, '/messages', `Nothing was saved: every message needs {link}, the guest's own link (missing in ${missing.join(', ')}).`, true);
      const file = path.join(/*turbopackIgnore: true*/ ctx.project.home, COUPLE_TEMPLATES);
      await writeFile(`${file}.tmp`, `${JSON.stringify(templates, null, 2)}\n`, 'utf8');
      await rename(`${file}.tmp`, file);
      goTo(ctx, '/messages', `Saved the messages to ${file}.`);
    },
  },
];
