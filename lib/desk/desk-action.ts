import 'server-only';
import { redirect } from 'next/navigation';
import type * as z from '@/lib/wedding/zod';
import { DESK_ROUTE } from '@/lib/site/routes';
import { INCOMPLETE, refused, type DeskState, type StateAction } from './desk-state';
import { privateText } from './private-answer';
import { allows, deskVisitor, type Member, type Needs } from './visitor';

// Every action and route declared with the role it needs; nothing runs before that role is known (docs/decisions.md).

export const NEEDS = Symbol.for('wedding.desk.needs');
type Declared<F> = F & { [NEEDS]: Needs | 'anyone' };

const declare = <F extends object>(fn: F, needs: Needs | 'anyone'): Declared<F> => Object.assign(fn, { [NEEDS]: needs });

export const SIGNED_OUT = 'You are signed out: sign in again, then try once more.';
export const NOT_A_MEMBER = "This account is no longer one of the wedding's members: nothing was changed.";
export const NOT_A_MEMBER_PAGE = "This account is not (or no longer) one of the wedding's members. Ask the couple for an invite link.";
export const OWNERS_ONLY = "Only the wedding's owners may do this.";

async function admitted(needs: Needs): Promise<Member | string> {
  const visitor = await deskVisitor();
  if (!visitor || visitor.kind === 'signed-out') return SIGNED_OUT;
  if (visitor.kind === 'stranger') return NOT_A_MEMBER;
  return allows(visitor.member, needs) ? visitor.member : OWNERS_ONLY;
}

interface FormSpec<S extends z.ZodMiniType, V> {
  needs: Needs;
  schema: S;
  fields?: (form: FormData) => unknown;
  values?: (form: FormData) => V;
  shown?: readonly string[];
  incomplete?: string;
  fix?: string;
}

export const textFields = (form: FormData) => Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));

function parseRefusal<V, R>(error: z.core.$ZodError, spec: FormSpec<z.ZodMiniType, V>, values: V | undefined): DeskState<V, R> {
  const shown = error.issues.filter((i) => spec.shown?.includes(String(i.path[0])));
  const errors = Object.fromEntries(shown.map((i) => [String(i.path[0]), i.message]).reverse());
  const message = shown.length === error.issues.length ? spec.fix : (spec.incomplete ?? INCOMPLETE);
  return refused<V, R>(message, { ...(shown.length ? { errors } : {}), ...(values === undefined ? {} : { values }) });
}

export function deskAction<S extends z.ZodMiniType, V = Record<string, string>, R = never>(
  spec: FormSpec<S, V>,
  run: (input: z.output<S>, member: Member, form: FormData) => Promise<DeskState<V, R>>,
): Declared<StateAction<V, R>> {
  return declare(async (_state: DeskState<V, R>, form: FormData) => {
    const member = await admitted(spec.needs);
    if (typeof member === 'string') return refused<V, R>(member);
    const parsed = spec.schema.safeParse((spec.fields ?? textFields)(form));
    if (!parsed.success) return parseRefusal<V, R>(parsed.error, spec, spec.values?.(form));
    return run(parsed.data, member, form);
  }, spec.needs);
}

export function deskPost<S extends z.ZodMiniType>(spec: { needs: Needs; schema: S; fields?: (form: FormData) => unknown }, run: (input: z.output<S>, member: Member) => Promise<void>) {
  return declare(async (form: FormData): Promise<void> => {
    const member = await admitted(spec.needs);
    if (typeof member === 'string') redirect(DESK_ROUTE);
    const parsed = spec.schema.safeParse((spec.fields ?? textFields)(form));
    if (!parsed.success) redirect(DESK_ROUTE);
    await run(parsed.data, member);
  }, spec.needs);
}

export function deskCall<A extends unknown[], T>(needs: Needs, run: (member: Member, ...args: A) => Promise<T | null>) {
  return declare(async (...args: A): Promise<T | null> => {
    const member = await admitted(needs);
    return typeof member === 'string' ? null : run(member, ...args);
  }, needs);
}

export function deskRoute<Args extends unknown[]>(needs: Needs, run: (member: Member, ...args: Args) => Promise<Response>) {
  return declare(async (...args: Args): Promise<Response> => {
    const member = await admitted(needs);
    if (member === SIGNED_OUT) return privateText(401, 'Sign in at /desk first.');
    if (typeof member === 'string') return privateText(403, member === NOT_A_MEMBER ? NOT_A_MEMBER_PAGE : member);
    return run(member, ...args);
  }, needs);
}

export const openToAnyone = <F extends object>(fn: F) => declare(fn, 'anyone');
