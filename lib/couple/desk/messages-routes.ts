import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { direction, languageName } from '@/lib/wedding/languages';
import { goTo, screen, type Route } from './context';
import { html } from './html';
import { MESSAGE_FIELDS, messageText } from '@/lib/desk/message-fields';
import { folderTextsNotInProject, lacksLink, projectMessages, readMessages, saveMessages } from './messages-table';
import { COUPLE_TEMPLATES, type Templates } from './sending';

const read = (t: Templates, tag: string, field: (typeof MESSAGE_FIELDS)[number][0]) => messageText(t[tag], field);

export const messagesRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/messages$/,
    async handle(ctx) {
      const { client } = ctx.project;
      const stored = await projectMessages(ctx.project);
      const { templates } = stored;
      const fromFile = client && !stored.problem ? await folderTextsNotInProject(ctx.project.home, templates) : { tags: [] };
      const copy = fromFile.tags.length
        ? html`<form method="post" action="/messages/from-file" class="notice"><p>${COUPLE_TEMPLATES} in this folder holds your texts in ${fromFile.tags.map((t) => languageName(t)).join(', ')}, from when the desk kept them here. The desk now keeps them in your project, for every member.</p><button type="submit">Copy them into the project</button></form>`
        : '';
      const where = client ? 'in your Supabase project, where every member\'s desk reads them' : path.join(/*turbopackIgnore: true*/ ctx.project.home, COUPLE_TEMPLATES);
      screen(
        ctx,
        'Messages',
        html`<h1>Messages</h1><p>The texts the desk sends, per language. <code>{name}</code>, <code>{couple}</code>, <code>{date}</code> and <code>{link}</code> are filled in for each guest. Saved ${client ? '' : 'in '}${where}.</p>${stored.problem ? html`<p class="notice error">${stored.problem}</p>` : ''}${copy}
<form method="post" action="/messages">${Object.keys(templates).map((tag) => html`<fieldset lang="${tag}" dir="${direction(tag)}"><legend lang="en" dir="ltr">${languageName(tag)}</legend>${MESSAGE_FIELDS.map(([field, label]) => {
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
      const { client } = ctx.project;
      const stored = await projectMessages(ctx.project);
      if (stored.problem) return goTo(ctx, '/messages', `Nothing was saved: ${stored.problem}`, true);
      const before = structuredClone(stored.templates);
      const templates = stored.templates;
      const missing: string[] = [];
      for (const tag of Object.keys(templates)) {
        const t = templates[tag]!;
        const get = (field: (typeof MESSAGE_FIELDS)[number][0]) => (form.get(`${tag}:${field}`) ?? read(templates, tag, field)).replace(/\r\n/g, '\n').trim();
        t.invite = { subject: get('invite.subject'), body: get('invite.body') };
        t.remind = { subject: get('remind.subject'), body: get('remind.body') };
        t.card = get('card');
        if (lacksLink(t)) missing.push(languageName(tag));
      }
      if (missing.length) return goTo(ctx, '/messages', `Nothing was saved: every message needs {link}, the guest's own link (missing in ${missing.join(', ')}).`, true);
      if (client) {
        const changed = await saveMessages(client, before, templates);
        return goTo(ctx, '/messages', changed.length ? 'Saved the messages to your Supabase project.' : 'Nothing had changed.');
      }
      const file = path.join(/*turbopackIgnore: true*/ ctx.project.home, COUPLE_TEMPLATES);
      await writeFile(`${file}.tmp`, `${JSON.stringify(templates, null, 2)}\n`, 'utf8');
      await rename(`${file}.tmp`, file);
      goTo(ctx, '/messages', `Saved the messages to ${file}.`);
    },
  },
  {
    method: 'POST',
    path: /^\/messages\/from-file$/,
    async handle(ctx) {
      const { client } = ctx.project;
      if (!client) return goTo(ctx, '/messages');
      const stored = await readMessages(client);
      if (stored.problem) return goTo(ctx, '/messages', `Nothing was copied: ${stored.problem}`, true);
      const { tags, merged } = await folderTextsNotInProject(ctx.project.home, stored.templates);
      const missing = tags.filter((t) => lacksLink(merged[t]!));
      if (missing.length) return goTo(ctx, '/messages', `Nothing was copied: every message needs {link}, the guest's own link (missing in ${missing.map((t) => languageName(t)).join(', ')} of ${COUPLE_TEMPLATES}).`, true);
      await saveMessages(client, stored.templates, merged);
      goTo(ctx, '/messages', `Copied your texts in ${tags.map((t) => languageName(t)).join(', ')} into the project (${COUPLE_TEMPLATES} stays as it is).`);
    },
  },
];
