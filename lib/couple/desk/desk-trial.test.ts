import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { deskRoutes } from './routes';
import { startDesk } from './server';

/** The desk started with nothing of the couple's set up: it opens a throw-away copy of the demo, and says so. */

const DEMO_GUESTS = path.join(process.cwd(), 'content/demo/guests.json');

it('adds a guest to a copy of the demo, never to content/demo, shows the trial on every page, and drops the copy when it stops', async () => {
  const before = await readFile(DEMO_GUESTS, 'utf8');
  const desk = await startDesk({ port: 0, env: {}, routes: deskRoutes });
  try {
    expect(desk.project.trial).toBe(true);
    const copy = desk.project.contentDir!;
    expect(copy.startsWith(path.join(process.cwd(), 'content'))).toBe(false);
    const cookie = (await fetch(desk.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
    const at = (p: string) => `http://127.0.0.1:${desk.port}${p}`;
    const added = await fetch(at('/guests'), {
      method: 'POST',
      headers: { cookie, origin: `http://127.0.0.1:${desk.port}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Marta Sousa' }),
      redirect: 'manual',
    });
    expect(added.status).toBe(303);
    expect(await readFile(path.join(copy, 'guests.json'), 'utf8')).toContain('Marta Sousa');
    expect(await readFile(DEMO_GUESTS, 'utf8')).toBe(before);
    for (const screen of ['/', '/wedding', '/health']) {
      const page = new JSDOM(await (await fetch(at(screen), { headers: { cookie } })).text()).window.document;
      expect(page.querySelector('main .notice.trial')?.textContent).toMatch(/^This is a copy of the demo wedding, to try the desk: nothing here is your wedding/);
    }
    await desk.close();
    expect(existsSync(copy)).toBe(false);
  } finally {
    await desk.close().catch(() => undefined);
  }
});

it('opens the folder it is given, with no trial notice', async () => {
  const desk = await startDesk({ port: 0, env: { CONTENT_DIR: 'tests/fixtures/porto-wedding' }, routes: deskRoutes });
  try {
    expect(desk.project.trial).toBeFalsy();
    expect(desk.project.contentDir).toBe(path.resolve('tests/fixtures/porto-wedding'));
  } finally {
    await desk.close();
  }
});
