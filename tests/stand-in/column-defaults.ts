import type { Row } from './types';

/**
 * Columns the migrations added with a default, which rows written before them (the demo's JSON,
 * a test's own rows) lack: Postgres answers them with the default, and fills it in on insert.
 */
const DEFAULTS: Record<string, () => Row> = {
  // 20261126000000_invited_to.sql: not null default '{}' (the whole day).
  guests: () => ({ invited_to: [] }),
};

/** The row as the table holds it: each defaulted column it lacks, with its default. */
export const withColumnDefaults = (table: string, row: Row): Row => {
  const defaults = DEFAULTS[table]?.();
  if (!defaults) return row;
  const missing = Object.entries(defaults).filter(([column]) => !(column in row) || row[column] === undefined);
  return missing.length ? { ...row, ...Object.fromEntries(missing) } : row;
};
