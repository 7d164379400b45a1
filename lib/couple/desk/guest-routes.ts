import path from 'node:path';
import type { Guest } from '@/lib/wedding/types';
import { backupProject } from '../backup/backup';
import { csvFile } from '../guests/csv';
import { planRemoval, removeGuest } from '../guests/remove';
import { UsageError } from '../project';
import { goTo, screen, type Ctx, type Route } from './context';
import { readDeskData } from './desk-data';
import { projectMedia } from './desk-project';
import { fieldsOf, photoFolderNote, saveGuest, type GuestFields } from './guest-edit';
import { guestForm, guestList, LIVE_OPENS, openedText, removeConfirm, SORTS, type Sort } from './guest-screens';
import { html } from './html';
import { send } from './http';
import { COPY_SCRIPT, sendScreen } from './send-screen';
import { projectTemplates } from './messages-table';
import { guestMessage, weddingWords } from './sending';

const ID = '([0-9a-fA-F-]{36})';
const LOCAL_SITE = new URL('http://localhost:3000/');

const fieldsFrom = (form: URLSearchParams): GuestFields => ({
  name: form.get('name') ?? '',
  personal_message: form.get('personal_message') ?? '',
  photo_dir: form.get('photo_dir') ?? '',
  language: form.get('language') ?? '',
  invited_to: form.getAll('invited_to'),
});

const saidWith = async (ctx: Ctx, guest: Guest, done: string) => [done, await photoFolderNote(projectMedia(ctx.project), guest.photo_dir)].filter(Boolean).join(' ');

const EMPTY: GuestFields = { name: '', personal_message: '', photo_dir: '', language: '', invited_to: [] };

export const guestRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/$/,
    async handle(ctx) {
      const d = await readDeskData(ctx.project);
      const asked = ctx.url.searchParams.get('sort') as Sort | null;
      const sort = asked && SORTS.includes(asked) ? asked : 'name';
      const body = guestList({ ...d, sort, local: Boolean(ctx.project.contentDir) });
      screen(ctx, 'Guests', d.opensProblem ? html`<p class="notice error">${d.opensProblem}</p>${body}` : body, { script: LIVE_OPENS });
    },
  },
  {
    method: 'GET',
    path: /^\/opens\.json$/,
    async handle(ctx) {
      const [guests, opens] = await Promise.all([ctx.project.store.list(), ctx.project.opens()]);
      const local = Boolean(ctx.project.contentDir);
      const out = Object.fromEntries(guests.map((g) => {
        const open = opens.get(g.id.toLowerCase());
        return [g.id, { opened: Boolean(open), first: open?.firstOpenedAt ?? null, last: open?.lastOpenedAt ?? null, text: openedText(open, local) }];
      }));
      send(ctx.res, 200, JSON.stringify({ guests: out, opened: guests.filter((g) => opens.has(g.id.toLowerCase())).length }), 'application/json');
    },
  },
  {
    method: 'GET',
    path: /^\/guests\.csv$/,
    async handle(ctx) {
      const [guests, opens] = await Promise.all([ctx.project.store.list(), ctx.project.opens().catch(() => new Map())]);
      const rows = guests.map((g) => [g.name, g.personal_message ?? '', g.photo_dir ?? '', g.language ?? '', (g.invited_to ?? []).join(' '), g.id, opens.get(g.id.toLowerCase())?.firstOpenedAt ?? '']);
      send(ctx.res, 200, csvFile(['name', 'personal_message', 'photo_dir', 'language', 'invited_to', 'id', 'first_opened_at'], rows), 'text/csv; charset=utf-8', {
        headers: { 'Content-Disposition': 'attachment; filename="guests.csv"' },
      });
    },
  },
  {
    method: 'GET',
    path: /^\/guests\/new$/,
    async handle(ctx) {
      const d = await readDeskData(ctx.project);
      screen(ctx, 'Add guest', html`<h1>Add guest</h1>${guestForm({ action: '/guests', fields: EMPTY, errors: {}, languages: d.languages, weddingLanguage: d.weddingLanguage, parts: d.parts, submit: 'Save' })}`);
    },
  },
  {
    method: 'POST',
    path: /^\/guests$/,
    async handle(ctx) {
      const fields = fieldsFrom(await ctx.form());
      const saved = await saveGuest(ctx.project.store, fields);
      if (saved.ok) return goTo(ctx, `/guests/${saved.guest.id}`, await saidWith(ctx, saved.guest, `Added ${saved.guest.name}. Their link is below: send it, or print their QR code.`));
      const d = await readDeskData(ctx.project);
      screen(ctx, 'Add guest', html`<h1>Add guest</h1>${guestForm({ action: '/guests', fields, errors: saved.errors, languages: d.languages, weddingLanguage: d.weddingLanguage, parts: d.parts, submit: 'Save' })}`, {
        status: 400,
        notice: { text: 'Nothing was saved: see the problems below.', error: true },
      });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/guests/${ID}$`),
    async handle(ctx, m) {
      await guestScreen(ctx, m[1] as string);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/guests/${ID}$`),
    async handle(ctx, m) {
      const id = (m[1] as string).toLowerCase();
      const fields = fieldsFrom(await ctx.form());
      const guests = await ctx.project.store.list();
      if (!guests.some((g) => g.id.toLowerCase() === id)) return goTo(ctx, '/', 'That guest is no longer on the list.', true);
      const saved = await saveGuest(ctx.project.store, fields, id);
      if (saved.ok) return goTo(ctx, `/guests/${id}`, await saidWith(ctx, saved.guest, `Saved ${saved.guest.name}.`));
      await guestScreen(ctx, id, { fields, errors: saved.errors });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/guests/${ID}/remove$`),
    async handle(ctx, m) {
      const opens = await ctx.project.opens().catch(() => new Map());
      try {
        const removal = await planRemoval(ctx.project.store, m[1] as string, opens);
        screen(ctx, `Remove ${removal.guest.name}`, removeConfirm(removal.guest, removal.lines));
      } catch (e) {
        if (e instanceof UsageError) return goTo(ctx, '/', 'That guest is no longer on the list.', true);
        throw e;
      }
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/guests/${ID}/remove$`),
    async handle(ctx, m) {
      let removal;
      try {
        removal = await planRemoval(ctx.project.store, m[1] as string);
      } catch (e) {
        if (e instanceof UsageError) return goTo(ctx, '/', 'That guest was already removed.', true);
        throw e;
      }
      const backup = await backupProject(ctx.project.store.backupTarget, { cwd: ctx.project.home });
      const shown = path.relative(ctx.project.cwd, backup.dir) || backup.dir;
      const gone = await removeGuest(ctx.project.store, removal);
      goTo(ctx, '/', gone ? `Removed ${removal.guest.name}: their link now answers “not found”. A backup was made first: ${shown}.` : `${removal.guest.name} was already removed.`, !gone);
    },
  },
];

async function guestScreen(ctx: Parameters<Route['handle']>[0], id: string, edit?: { fields: GuestFields; errors: Record<string, string[]> }) {
  const d = await readDeskData(ctx.project);
  const guest = d.guests.find((g) => g.id.toLowerCase() === id.toLowerCase());
  if (!guest) return goTo(ctx, '/', 'That guest is no longer on the list.', true);
  const site = ctx.project.site ?? LOCAL_SITE;
  const templates = await projectTemplates(ctx.project);
  const words = weddingWords(d.wedding);
  const open = d.opens.get(guest.id.toLowerCase());
  const local = Boolean(ctx.project.contentDir);
  const form = guestForm({ action: `/guests/${guest.id}`, fields: edit?.fields ?? fieldsOf(guest), errors: edit?.errors ?? {}, languages: d.languages, weddingLanguage: d.weddingLanguage, parts: d.parts, submit: 'Save changes' });
  const body = await sendScreen({
    guest,
    hint: d.hints.get(guest.id),
    site,
    siteKnown: Boolean(ctx.project.site),
    opened: openedText(open, local),
    notOpened: !open,
    recorded: !local,
    invite: guestMessage(guest, 'invite', site, words, templates, d.languages),
    remind: guestMessage(guest, 'remind', site, words, templates, d.languages),
    form,
  });
  screen(ctx, guest.name, body, { script: COPY_SCRIPT, ...(edit ? { status: 400, notice: { text: 'Nothing was saved: see the problems in the form.', error: true } } : {}) });
}
