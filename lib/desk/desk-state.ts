export interface DeskState<Values = Record<string, string>, Result = never> {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Values;
  result?: Result;
}

export type StateAction<Values = Record<string, string>, Result = never> = (state: DeskState<Values, Result>, form: FormData) => Promise<DeskState<Values, Result>>;

export type ActionOf<S> = S extends DeskState<infer V, infer R> ? StateAction<V, R> : never;

export const done = <V, R>(message: string, extra: Omit<DeskState<V, R>, 'ok' | 'message'> = {}): DeskState<V, R> => ({ ok: true, message, ...extra });

export const refused = <V, R>(message: string | undefined, extra: Omit<DeskState<V, R>, 'ok' | 'message'> = {}): DeskState<V, R> => ({
  ok: false,
  ...(message ? { message } : {}),
  ...extra,
});

export const INCOMPLETE = 'The form came back incomplete: reload the page and try again.';

export const joined = (errors: Partial<Record<string, string[]>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, list]) => (list?.length ? [[field, list.join(' ')]] : [])));
