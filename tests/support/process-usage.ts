import { readdirSync, readFileSync } from 'node:fs';

/** A process's figure plus its descendants', read from /proc; 0 for a process already gone. */
function overTree(pid: number, own: (pid: number) => number): number {
  let value: number;
  try {
    value = own(pid);
  } catch {
    return 0;
  }
  const children = new Set<number>();
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const c of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean)) children.add(Number(c));
    }
  } catch {
    // gone meanwhile
  }
  return value + [...children].reduce((sum, child) => sum + overTree(child, own), 0);
}

/** Resident memory of a process and all its descendants, in bytes (VmRSS). */
export const treeRss = (pid: number) => overTree(pid, (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024);

/** CPU time (user + system) a process and all its descendants have spent, in ms; /proc counts it in ticks of 10 ms. */
export const treeCpuMs = (pid: number) =>
  overTree(pid, (p) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  });
