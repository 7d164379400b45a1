import { randomBytes } from 'node:crypto';
import { parseWeddingInfo } from '@/lib/data/schemas';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import { listedParts } from '@/lib/wedding/day-parts';
import type { Guest } from '@/lib/wedding/types';
import type { OpensByGuest } from '../guests/links';
import { namesakeHints } from '../guests/namesakes';
import { describeError } from '../project';
import type { DeskProject } from './desk-project';
import type { PartChoice } from './guest-screens';

export interface DeskData {
  guests: Guest[];
  opens: OpensByGuest;
  opensProblem: string | null;
  hints: Map<string, string>;
  wedding: Record<string, unknown> | null;
  parts: PartChoice[];
  languages: string[];
  weddingLanguage: string | null;
}

export function partChoices(wedding: Record<string, unknown> | null): PartChoice[] {
  try {
    return listedParts(parseWeddingInfo(wedding ?? { wedding: {} })).map((p) => ({ id: p.id, name: p.name ?? p.id[0]!.toUpperCase() + p.id.slice(1) }));
  } catch {
    return [];
  }
}

export async function readDeskData(project: DeskProject): Promise<DeskData> {
  const [guests, wedding, opened] = await Promise.all([
    project.store.list(),
    project.readWedding().catch(() => null),
    project.opens().then(
      (opens) => ({ opens, problem: null }),
      (e: unknown) => ({ opens: new Map() as OpensByGuest, problem: `The opens could not be read: ${describeError(e)}` }),
    ),
  ]);
  return {
    guests,
    opens: opened.opens,
    opensProblem: opened.problem,
    hints: namesakeHints(guests),
    wedding,
    parts: partChoices(wedding),
    languages: spokenLanguages(),
    weddingLanguage: typeof wedding?.language === 'string' ? wedding.language : null,
  };
}

/** One-time notices carried across a redirect by a random token, never by the text in the address. */
export class Notices {
  private readonly kept = new Map<string, { text: string; error?: boolean }>();
  put(text: string, error = false): string {
    const token = randomBytes(9).toString('base64url');
    this.kept.set(token, { text, error });
    if (this.kept.size > 100) this.kept.delete(this.kept.keys().next().value as string);
    return token;
  }
  take(token: string | null) {
    if (!token) return null;
    const notice = this.kept.get(token) ?? null;
    this.kept.delete(token);
    return notice;
  }
}
