import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { backupProject } from '../backup/backup';
import { healthRoutes } from './health-routes';
import { startDesk, type Desk } from './server';

/** The desk's Restore on Inês & Kenji's local content: each change in the couple's words before the button; a refused backup, its reasons and no button. */

let dir: string;
let content: string;
let desk: Desk;
let cookie: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-restore-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
  desk = await startDesk({ port: 0, env: { CONTENT_DIR: content }, home: dir, routes: healthRoutes });
  cookie = (await fetch(desk.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
});
afterEach(async () => {
  await desk?.close();
  await rm(dir, { recursive: true, force: true });
});

const screenOf = async (name: string) =>
  new JSDOM(await (await fetch(`http://127.0.0.1:${desk.port}/backups/${name}/restore`, { headers: { cookie } })).text()).window.document.querySelector('main')!;

it('lists each change the restore makes, in the couple’s words, before the button', async () => {
  const made = await backupProject(content, { cwd: dir });
  await writeFile(path.join(content, 'love-story.json'), '[]');

  const main = await screenOf(path.basename(made.dir));

  expect([...main.querySelectorAll('ul.changes li')].map((li) => li.textContent)).toEqual([
    '+ Story 2019 "A tram in the rain"',
    '+ Story 2022 "Kyoto in autumn"',
    '+ Story 2026 "The question"',
  ]);
  expect(main.textContent).not.toMatch(/Dry run|Restoring the backup made/);
  expect(main.querySelector('button')?.textContent).toBe('Restore this backup');
});

it('a backup holding a link is refused with the reason, and offers no button', async () => {
  const made = await backupProject(content, { cwd: dir });
  await symlink('/etc/hostname', path.join(made.dir, 'content/media/gallery/leak.jpg'));

  const main = await screenOf(path.basename(made.dir));

  expect(main.textContent).toContain('content/media/gallery/leak.jpg is a link to somewhere else');
  expect(main.querySelector('button')).toBeNull();
  expect(await readdir(path.join(dir, 'backups'))).toHaveLength(1);
});
