import { spokenLanguages } from '@/lib/i18n/catalogues';
import { tellSite } from '../site-refresh';
import { makeSnapshot } from '../snapshot/make';
import { goTo, screen, type Ctx, type Route } from './context';
import { projectMedia, type DeskProject } from './desk-project';

import { weddingChanges, weddingFromForm, weddingProblems } from './wedding-edit';
import { weddingForm, weddingPreview } from './wedding-screen';

type Json = Record<string, unknown>;

function formScreen(ctx: Ctx, json: Json, errors: Record<string, string[]>, status = 200) {
  screen(ctx, 'The wedding', weddingForm(json, errors, spokenLanguages()), {
    status,
    ...(status !== 200 ? { notice: { text: 'Nothing was published: see the problems beside their fields.', error: true } } : {}),
  });
}

export async function publishToSite(p: DeskProject): Promise<string> {
  const lines: string[] = [];
  if (p.client) {
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    await makeSnapshot(p.env, io, true, p.cwd);
  }
  return `${await tellSite(p)}${lines.length ? ` ${lines.join(' ')}` : ''}`;
}

export const weddingRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/wedding$/,
    async handle(ctx) {
      formScreen(ctx, (await ctx.project.readWedding()) ?? {}, {});
    },
  },
  {
    method: 'POST',
    path: /^\/wedding$/,
    async handle(ctx) {
      const current = await ctx.project.readWedding();
      const next = weddingFromForm(current, await ctx.form());
      const errors = await weddingProblems(next, projectMedia(ctx.project));
      if (Object.keys(errors).length) return formScreen(ctx, next, errors, 400);
      screen(ctx, 'Publish the wedding', weddingPreview(weddingChanges(current, next), next));
    },
  },
  {
    method: 'POST',
    path: /^\/wedding\/publish$/,
    async handle(ctx) {
      let next: Json;
      try {
        next = JSON.parse((await ctx.form()).get('json') ?? '') as Json;
      } catch {
        return goTo(ctx, '/wedding', 'The changes could not be read: make them again.', true);
      }
      const errors = await weddingProblems(next, projectMedia(ctx.project));
      if (Object.keys(errors).length) return formScreen(ctx, next, errors, 400);
      await ctx.project.writeWedding(next);
      goTo(ctx, '/wedding', `Published. ${await publishToSite(ctx.project)}`);
    },
  },
];

