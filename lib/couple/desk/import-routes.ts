import path from 'node:path';
import { CLEAR_MARK, formatProblem, ImportError } from '../guests/csv';
import { valueInWords, type FieldChange } from '../guests/field-changes';
import { changesIn, checkGuestImport, importGuestFile } from '../guests/import';
import type { GuestUpdate } from '../guests/plan';
import { goTo, screen, type Ctx, type Route } from './context';
import { html, type Html } from './html';

const PICKER = `(function(){var f=document.getElementById('file'),t=document.getElementById('csv'),z=document.getElementById('drop');
function read(file){if(!file)return;var r=new FileReader();r.onload=function(){t.value=String(r.result).replace(/^\\uFEFF/,'')};r.readAsText(file,'utf-8')}
f.addEventListener('change',function(){read(f.files[0])});
z.addEventListener('dragover',function(e){e.preventDefault();z.classList.add('over')});z.addEventListener('dragleave',function(){z.classList.remove('over')});
z.addEventListener('drop',function(e){e.preventDefault();z.classList.remove('over');read(e.dataTransfer.files[0])});})();`;

function importForm(text = ''): Html {
  return html`<h1>Import guests</h1>
<p>A CSV with a header row: <code>name</code>, and any of <code>personal_message</code>, <code>photo_dir</code>, <code>language</code>, <code>invited_to</code>, <code>id</code> (as <code>npm run guests -- import</code> reads it; docs/couples-guide.md). Guests are matched by id, else by name. An empty cell keeps what is there; a cell holding only <code>${CLEAR_MARK}</code> clears it. Nothing is written before you have seen every change.</p>
<form method="post" action="/import"><div id="drop" class="card"><label for="file">Choose the file (or drop it here)</label><input type="file" id="file" accept=".csv,text/csv,text/plain">
<label for="csv">Or paste its text</label><textarea id="csv" name="csv" rows="10" style="max-width:none">${text}</textarea></div>
<div class="actions"><button type="submit">Check the file</button></div></form>`;
}

// A message keeps its line breaks, so the couple read it as the guest would.
function value(c: FieldChange, v: string | null, side: 'del' | 'ins'): Html {
  const words = valueInWords(c.field, v);
  if (v === null) return html`<span class="muted">${words}</span>`;
  return side === 'del' ? html`<del style="white-space:pre-wrap">${words}</del>` : html`<ins style="white-space:pre-wrap">${words}</ins>`;
}

const updated = (u: GuestUpdate) =>
  html`<li>line ${u.line}: ${u.after.name}<ul>${u.changes.map((c) => html`<li>${c.field}: ${value(c, c.before, 'del')} → ${value(c, c.after, 'ins')}</li>`)}</ul></li>`;

async function check(ctx: Ctx) {
  const text = ((await ctx.form()).get('csv') ?? '').replace(/^\uFEFF/, '');
  try {
    const plan = await checkGuestImport(ctx.project.store, text);
    const changes = changesIn(plan);
    screen(
      ctx,
      'Import guests',
      html`<h1>What the import changes</h1><p>${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged.</p>
${plan.add.length ? html`<h2>Added</h2><ul>${plan.add.map((g) => html`<li>line ${g.line}: ${g.name}${g.language ? ` (${g.language})` : ''}</li>`)}</ul>` : ''}
${plan.update.length ? html`<h2>Updated</h2><ul class="diff">${plan.update.map(updated)}</ul>` : ''}
${changes && plan.stored ? html`<p>A backup of the whole wedding is made first (in <code>backups/</code>); <a href="/health#backups">Health &amp; backups</a> can restore it.</p>` : ''}
${changes ? html`<form method="post" action="/import/apply" class="actions"><input type="hidden" name="csv" value="${text}"><button type="submit">Import ${changes} ${changes === 1 ? 'change' : 'changes'}</button><a href="/import">Cancel</a></form>` : html`<p><a href="/">Back to the guests</a></p>`}`,
    );
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    screen(ctx, 'Import guests', html`<h2>Nothing can be imported yet</h2><p>Fix ${e.problems.length === 1 ? 'this problem' : `these ${e.problems.length} problems`} in the file, then check it again:</p><ul class="findings">${e.problems.map((p) => html`<li class="fail">${formatProblem(p)}</li>`)}</ul>${importForm(text)}`, {
      status: 400,
      script: PICKER,
      notice: { text: 'Nothing was written.', error: true },
    });
  }
}

export const importRoutes: Route[] = [
  { method: 'GET', path: /^\/import$/, handle: async (ctx) => screen(ctx, 'Import guests', importForm(), { script: PICKER }) },
  { method: 'POST', path: /^\/import$/, handle: check },
  {
    method: 'POST',
    path: /^\/import\/apply$/,
    async handle(ctx) {
      const text = (await ctx.form()).get('csv') ?? '';
      try {
        const { plan, backup } = await importGuestFile(ctx.project.store, text, { cwd: ctx.project.home });
        const made = backup ? ` A backup was made first: ${path.relative(ctx.project.cwd, backup) || backup}.` : '';
        goTo(ctx, '/', `Imported: ${plan.add.length} added, ${plan.update.length} updated, ${plan.unchanged.length} unchanged.${made}`);
      } catch (e) {
        if (!(e instanceof ImportError)) throw e;
        goTo(ctx, '/import', `Nothing was imported: ${e.problems.map(formatProblem).join('; ')}`, true);
      }
    },
  },
];
