import { terminalText, terminalValue } from '../safe-text';
import { valueInWords, type FieldChange } from './field-changes';
import type { ImportPlan } from './plan';

const FIELD_INDENT = ' '.repeat(12);
const MORE_INDENT = ' '.repeat(14);

function shown(change: FieldChange, value: string | null): string {
  const words = valueInWords(change.field, value);
  return change.field === 'personal message' ? terminalText(words).replace(/\n/g, `\n${MORE_INDENT}`) : terminalValue(words);
}

export function previewLines(plan: ImportPlan): string[] {
  const lines: string[] = [];
  for (const g of plan.add) lines.push(`  add     row ${g.row}: ${terminalValue(g.name)}`);
  for (const u of plan.update) {
    lines.push(`  update  row ${u.row}: ${terminalValue(u.after.name)}`);
    for (const c of u.changes) lines.push(...`${FIELD_INDENT}${c.field}: ${shown(c, c.before)} → ${shown(c, c.after)}`.split('\n'));
  }
  return lines;
}

export const planSummary = (plan: ImportPlan) => `${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged`;
