import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskProject } from './desk-project';
import type { Notices } from './desk-data';
import type { Html } from './html';
import { redirect, send } from './http';
import { page, type Frame } from './layout';

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  nonce: string;
  project: DeskProject;
  notices: Notices;
  form(): Promise<URLSearchParams>;
  upload(limit: number): Promise<FormData>;
}

export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(ctx: Ctx, match: RegExpExecArray): Promise<void>;
}

export function screen(ctx: Ctx, title: string, body: Html, opts: Partial<Frame> & { status?: number } = {}) {
  const notice = opts.notice ?? ctx.notices.take(ctx.url.searchParams.get('n'));
  send(ctx.res, opts.status ?? 200, page({ title, path: ctx.url.pathname, nonce: ctx.nonce, trial: ctx.project.trial, ...opts, notice }, body), 'text/html; charset=utf-8', {
    nonce: ctx.nonce,
  });
}

export function goTo(ctx: Ctx, path: string, notice?: string, error = false) {
  if (!notice) return redirect(ctx.res, path);
  const token = ctx.notices.put(notice, error);
  const [address = '', hash] = path.split('#');
  redirect(ctx.res, `${address}${address.includes('?') ? '&' : '?'}n=${token}${hash === undefined ? '' : `#${hash}`}`);
}
