import type { Entry, State } from './state';

export interface Change {
  key: string;
  entry: Entry;
  kind: 'add' | 'remove' | 'change';
  field?: { name: string; label: string; old: string | undefined; new: string | undefined };
  conflict: boolean;
}

export type Recorded = Record<string, Record<string, string>>;
export interface Base {
  folder: Recorded;
  project: Recorded;
}

export const recorded = (state: State): Recorded =>
  Object.fromEntries([...state].map(([key, e]) => [key, Object.fromEntries([...e.fields].map(([name, f]) => [name, f.value]))]));

type FieldChange = NonNullable<Change['field']>;

function fieldChanges(have: Entry, want: Entry): FieldChange[] {
  const out: FieldChange[] = [];
  for (const name of new Set([...have.fields.keys(), ...want.fields.keys()])) {
    const [old, now] = [have.fields.get(name), want.fields.get(name)];
    if (old?.value !== now?.value) out.push({ name, label: (now ?? old)?.label ?? name, old: old?.value, new: now?.value });
  }
  return out;
}

export function twoWay(current: State, wanted: State): Change[] {
  const changes: Change[] = [];
  for (const [key, want] of wanted) {
    const have = current.get(key);
    if (!have) changes.push({ key, entry: want, kind: 'add', conflict: false });
    else for (const field of fieldChanges(have, want)) changes.push({ key, entry: want, kind: 'change', field, conflict: false });
  }
  for (const [key, have] of current) if (!wanted.has(key)) changes.push({ key, entry: have, kind: 'remove', conflict: false });
  return changes;
}

export interface SeedPlan {
  changes: Change[];
  kept: Change[];
}

export function threeWay(project: State, folder: State, base: Base | null): SeedPlan {
  const plan: SeedPlan = { changes: [], kept: [] };
  const decide = (projectChanged: boolean, folderChanged: boolean, change: Omit<Change, 'conflict'>) => {
    if (!projectChanged && !folderChanged) plan.kept.push({ ...change, conflict: false });
    else plan.changes.push({ ...change, conflict: projectChanged });
  };
  for (const key of new Set([...folder.keys(), ...project.keys()])) {
    const [f, p] = [folder.get(key), project.get(key)];
    if (f && p) {
      for (const field of fieldChanges(p, f)) {
        const projectChanged = !base || !(key in base.project) || base.project[key]?.[field.name] !== field.old;
        const folderChanged = !base || base.folder[key]?.[field.name] !== field.new;
        decide(projectChanged, folderChanged, { key, entry: f, kind: 'change', field });
      }
      continue;
    }
    const projectChanged = base ? Boolean(p) !== key in base.project : Boolean(p);
    const folderChanged = base ? Boolean(f) !== key in base.folder : true;
    decide(projectChanged, folderChanged, { key, entry: (f ?? p) as Entry, kind: f ? 'add' : 'remove' });
  }
  return plan;
}

/** The project with the chosen changes made: what is written. */
export function applied(project: State, folder: State, chosen: Change[]): State {
  const out: State = new Map([...project].map(([k, e]) => [k, { ...e, fields: new Map(e.fields) }]));
  for (const c of chosen) {
    if (c.kind === 'remove') out.delete(c.key);
    else if (c.kind === 'add') out.set(c.key, { ...(folder.get(c.key) as Entry), fields: new Map((folder.get(c.key) as Entry).fields) });
    else {
      const target = out.get(c.key);
      const source = folder.get(c.key)?.fields.get(c.field!.name);
      if (!target) continue;
      if (source) target.fields.set(c.field!.name, source);
      else target.fields.delete(c.field!.name);
      target.label = folder.get(c.key)?.label ?? target.label;
    }
  }
  return out;
}
