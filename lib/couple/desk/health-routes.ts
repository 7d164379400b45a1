import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { backupProject } from '../backup/backup';
import { bucketObjectsUnder } from '../backup/bucket-files';
import { MANIFEST, type Manifest } from '../backup/layout';
import { restoreProject } from '../backup/restore';
import { publishToSite } from './wedding-routes';
import { runDoctor } from '../doctor/doctor-run';
import type { Finding } from '../doctor/doctor-types';
import { FREE_PLAN_STORAGE_BYTES } from '../doctor/doctor-storage';
import { describeError } from '../project';
import { goTo, screen, type Ctx, type Route } from './context';
import type { DeskProject } from './desk-project';
import { html, type Html } from './html';

interface Backup {
  name: string;
  dir: string;
  manifest: Manifest;
}

const backupsFolder = (p: DeskProject) => path.join(/*turbopackIgnore: true*/ p.home, 'backups');

async function listBackups(p: DeskProject): Promise<Backup[]> {
  const names = await readdir(backupsFolder(p)).catch(() => [] as string[]);
  const found = await Promise.all(
    names.map(async (name) => {
      const dir = path.join(/*turbopackIgnore: true*/ backupsFolder(p), name);
      const manifest = await readFile(path.join(/*turbopackIgnore: true*/ dir, MANIFEST), 'utf8').then((t) => JSON.parse(t) as Manifest, () => null);
      return manifest ? { name, dir, manifest } : null;
    }),
  );
  return found.filter((b): b is Backup => b !== null).sort((a, b) => b.manifest.madeAt.localeCompare(a.manifest.madeAt));
}

const counts = (m: Manifest) => `${Object.entries(m.rows).map(([t, n]) => `${t} ${n}`).join(', ')}; ${m.files} files`;
const kindOf = (p: DeskProject) => (p.client ? 'supabase' : 'folder');

async function storage(p: DeskProject): Promise<Html> {
  if (!p.client) return html`<p>The wedding is in the local folder ${p.contentDir ?? ''}; the free plan's limit applies once it is in Supabase.</p>`;
  try {
    const bytes = (await bucketObjectsUnder(p.client)).reduce((sum, o) => sum + o.bytes, 0);
    const mb = (bytes / 1_000_000).toFixed(1);
    return html`<p><label for="storage-used">Photos: ${mb} MB of the free plan's 1 GB</label><meter id="storage-used" min="0" max="${String(FREE_PLAN_STORAGE_BYTES)}" high="${String(FREE_PLAN_STORAGE_BYTES * 0.8)}" value="${String(bytes)}">${mb} MB</meter></p>`;
  } catch (e) {
    return html`<p class="notice error">The storage used could not be read: ${describeError(e)}</p>`;
  }
}

async function healthScreen(ctx: Ctx) {
  const [findings, used, backups] = await Promise.all([
    runDoctor(ctx.project.env, undefined, ctx.project.cwd).catch((e: unknown): Finding[] => [{ level: 'fail', title: `The checks could not finish: ${describeError(e)}` }]),
    storage(ctx.project),
    listBackups(ctx.project),
  ]);
  const failed = findings.filter((f) => f.level === 'fail').length;
  const order = { fail: 0, warn: 1, info: 2, ok: 3 } as const;
  screen(
    ctx,
    'Health & backups',
    html`<h1>Health &amp; backups</h1>
<h2>Checks</h2><p>${failed ? `${failed} ${failed === 1 ? 'check fails' : 'checks fail'}: each says the way out.` : 'Nothing fails.'} <span class="muted">The same checks as npm run doctor.</span></p>
<ul class="findings">${[...findings].sort((a, b) => order[a.level] - order[b.level]).map((f) => html`<li class="${f.level}"><span class="level">${f.level === 'ok' ? 'fine' : f.level === 'fail' ? 'fails' : f.level === 'warn' ? 'warning' : 'note'}</span>${f.title}${f.detail ? html`<br><span class="muted">${f.detail}</span>` : ''}${f.fix ? html`<br>→ ${f.fix}` : ''}</li>`)}</ul>
<h2>Storage</h2>${used}
<h2 id="backups">Backups</h2><p class="muted">A backup holds the whole wedding: guests, opens, content and photos. One is made before anything is removed. They are kept in ${backupsFolder(ctx.project)}.</p>
<form method="post" action="/backups" class="actions"><button type="submit">Make a backup now</button></form>
${backups.length === 0 ? html`<p>No backups yet.</p>` : html`<div class="table-wrap"><table><thead><tr><th scope="col">Made</th><th scope="col" class="wide">Holds</th><th scope="col">Restore</th></tr></thead><tbody>${backups.map((b) => html`<tr><th scope="row">${new Date(b.manifest.madeAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })}</th><td class="wide">${counts(b.manifest)}</td><td>${b.manifest.kind === kindOf(ctx.project) ? html`<a href="/backups/${b.name}/restore" aria-label="Restore the backup ${b.name}">Restore…</a>` : html`<span class="muted">of another kind of project</span>`}</td></tr>`)}</tbody></table></div>`}`,
  );
}

const NAME = '([\\w.-]+)';

async function backupNamed(ctx: Ctx, name: string): Promise<Backup | null> {
  return (await listBackups(ctx.project)).find((b) => b.name === name) ?? null;
}

/** The restore's lines as the couple reads them: each heading, then its changes as a list. */
function restoreList(lines: string[]): Html {
  const groups: { title: string; items: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('  ')) (groups.at(-1) ?? groups[groups.push({ title: '', items: [] }) - 1]!).items.push(line.trim());
    else groups.push({ title: line, items: [] });
  }
  return html`${groups.map((g) => html`${g.title ? html`<p>${g.title}</p>` : ''}${g.items.length ? html`<ul class="changes">${g.items.map((i) => html`<li>${i}</li>`)}</ul>` : ''}`)}`;
}

// A restore's own words, kept to show the couple: the dry run's list, or what the real one did.
async function restoreTold(ctx: Ctx, dir: string, dryRun: boolean) {
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  const outcome = await restoreProject(ctx.project.store.backupTarget, dir, { dryRun, yes: !dryRun, cwd: ctx.project.home }, io);
  return { lines, outcome };
}

export const healthRoutes: Route[] = [
  { method: 'GET', path: /^\/health$/, handle: (ctx) => healthScreen(ctx) },
  {
    method: 'POST',
    path: /^\/backups$/,
    async handle(ctx) {
      const made = await backupProject(ctx.project.store.backupTarget, { cwd: ctx.project.home });
      goTo(ctx, '/health#backups', `Backed up the wedding to ${made.dir} (${Object.entries(made.rows).map(([t, n]) => `${t} ${n}`).join(', ')}; ${made.files} files).`);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/backups/${NAME}/restore$`),
    async handle(ctx, m) {
      const backup = await backupNamed(ctx, m[1] as string);
      if (!backup) return goTo(ctx, '/health#backups', 'There is no such backup.', true);
      const { lines, outcome } = await restoreTold(ctx, backup.dir, true);
      const made = new Date(backup.manifest.madeAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
      if (outcome.status !== 'dry-run') {
        // Nothing to do, or refused (a row or a link seeding would refuse): its reasons, and no button.
        const said = lines.filter((l) => !l.startsWith('Restoring the backup made'));
        return screen(ctx, 'Restore a backup', html`<h1>The backup of ${made}</h1>${restoreList(said)}<p><a href="/health#backups">Back to the backups</a></p>`);
      }
      screen(
        ctx,
        'Restore a backup',
        html`<h1>Restore the backup of ${made}?</h1>
<p>The wedding becomes exactly what the backup holds. Each change, what the wedding holds now first:</p>
${restoreList(lines.filter((l) => !/^(Restoring the backup made|Dry run:)/.test(l)))}
<p>The wedding as it is now is backed up first, so this can be undone; if a step fails, it is put back by itself.</p>
<form method="post" action="/backups/${backup.name}/restore" class="actions"><button type="submit" class="danger">Restore this backup</button><a href="/health#backups">Cancel</a></form>`,
      );
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/backups/${NAME}/restore$`),
    async handle(ctx, m) {
      const backup = await backupNamed(ctx, m[1] as string);
      if (!backup) return goTo(ctx, '/health#backups', 'There is no such backup.', true);
      const { lines, outcome } = await restoreTold(ctx, backup.dir, false);
      if (outcome.status === 'unchanged') return goTo(ctx, '/health#backups', lines.at(-1) ?? 'Nothing to restore.');
      if (outcome.status !== 'restored') return goTo(ctx, '/health#backups', `Nothing was restored. ${lines.join(' ')}`, true);
      goTo(ctx, '/health#backups', `Restored. ${lines.slice(-2).join(' ')} ${await publishToSite(ctx.project)}`);
    },
  },
];
