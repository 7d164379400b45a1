import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentFolder, describeError, type Env } from '../project';
import type { Ctx, Route } from './context';
import { Notices } from './desk-data';
import { openDeskProject, type DeskProject } from './desk-project';
import { makeGuard, type Guard } from './guard';
import { guestRoutes } from './guest-routes';
import { escape } from './html';
import { newNonce, readForm, readUpload, redirect, send, TooLarge } from './http';

export interface DeskOptions {
  port: number;
  env: Env;
  cwd?: string;
  home?: string;
  routes?: Route[];
}

export interface Desk {
  port: number;
  url: string;
  project: DeskProject;
  close(): Promise<void>;
}

const plain = (res: ServerResponse, status: number, text: string) =>
  send(res, status, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wedding desk</title></head><body><p>${escape(text)}</p></body></html>`, 'text/html; charset=utf-8');

async function answer(req: IncomingMessage, res: ServerResponse, guard: Guard, routes: Route[], project: DeskProject, notices: Notices) {
  const host = guard.hostVerdict(req);
  if (!host.ok) return plain(res, host.status, host.reason);
  const url = new URL(req.url ?? '/', guard.origins[0]);
  const key = url.searchParams.get('key');
  if (key !== null) {
    const cookie = guard.exchange(key);
    if (!cookie) return plain(res, 401, 'This key is not the desk\'s: open the address the desk printed when it started.');
    url.searchParams.delete('key');
    return redirect(res, `${url.pathname}${url.search}`, { 'Set-Cookie': cookie });
  }
  const session = guard.sessionVerdict(req);
  if (!session.ok) return plain(res, session.status, session.reason);
  if (req.method === 'POST') {
    const write = guard.writeVerdict(req);
    if (!write.ok) return plain(res, write.status, write.reason);
  } else if (req.method !== 'GET' && req.method !== 'HEAD') {
    return plain(res, 405, 'Not allowed.');
  }
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.path.exec(url.pathname);
    if (!match) continue;
    const ctx: Ctx = { req, res, url, nonce: newNonce(), project, notices, form: () => readForm(req), upload: (limit) => readUpload(req, limit) };
    return route.handle(ctx, match);
  }
  plain(res, 404, 'There is no such page on the desk.');
}

// Nothing of theirs set up: a throw-away copy of the demo to try, so the desk never edits the built-in demo.
async function trialCopy(opts: DeskOptions): Promise<string | null> {
  if (opts.env.SUPABASE_URL?.trim() || opts.env.CONTENT_DIR?.trim()) return null;
  const scratch = await mkdtemp(path.join(/*turbopackIgnore: true*/ tmpdir(), 'wedding-desk-demo-'));
  await cp(contentFolder(opts.cwd ?? process.cwd(), {}), path.join(/*turbopackIgnore: true*/ scratch, 'demo'), { recursive: true });
  return scratch;
}

export async function startDesk(opts: DeskOptions): Promise<Desk> {
  const scratch = await trialCopy(opts);
  const project: DeskProject = scratch
    ? { ...openDeskProject({ ...opts.env, CONTENT_DIR: path.join(/*turbopackIgnore: true*/ scratch, 'demo') }, opts.cwd, opts.home ?? scratch), trial: true }
    : openDeskProject(opts.env, opts.cwd, opts.home);
  const routes = [...guestRoutes, ...(opts.routes ?? [])];
  const notices = new Notices();
  let guard: Guard | null = null;
  const server = createServer((req, res) => {
    if (!guard) return plain(res, 503, 'Starting.');
    answer(req, res, guard, routes, project, notices).catch((e: unknown) => {
      if (res.headersSent) return res.end();
      if (e instanceof TooLarge) return plain(res, 413, e.message);
      plain(res, 500, `Something went wrong: ${describeError(e)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  guard = makeGuard(port);
  return {
    port,
    url: `http://127.0.0.1:${port}/?key=${guard.key}`,
    project,
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (scratch) await rm(scratch, { recursive: true, force: true });
    },
  };
}
