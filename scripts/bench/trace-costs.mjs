// Where a page's main thread went, from a Lighthouse run's trace and audits (plain JavaScript: lighthouse-run.mjs imports it).

// A guest's id is their link: the page is named by its route, never by whose it is.
const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '').replace(/^\/invite\/[^/?#]+/, '/invite/{id}') || '(page)' : '');

/** The page's renderer main threads (pid:tid), by their thread names. */
const mainThreads = (traceEvents) =>
  new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));

/** JavaScript self time by function on the main thread, from the V8 CPU profiler's samples in the trace. */
export function topFunctions(traceEvents, limit = 12) {
  const main = mainThreads(traceEvents);
  // A profile's chunks come from the profiler's own thread: its Profile event names the thread sampled.
  const profiles = new Set(traceEvents.filter((e) => e.name === 'Profile' && main.has(`${e.pid}:${e.tid}`)).map((e) => `${e.pid}:${e.id}`));
  const nodes = new Map();
  const self = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'ProfileChunk' || !profiles.has(`${event.pid}:${event.id}`)) continue;
    const { cpuProfile, timeDeltas } = event.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node.callFrame);
    (cpuProfile?.samples ?? []).forEach((sample, i) => {
      const key = `${event.id}:${sample}`;
      self.set(key, (self.get(key) ?? 0) + (timeDeltas?.[i + 1] ?? timeDeltas?.[i] ?? 0) / 1000);
    });
  }
  const byFunction = new Map();
  for (const [key, ms] of self) {
    const frame = nodes.get(key);
    if (!frame || frame.functionName === '(idle)') continue;
    const name = `${frame.functionName || '(anonymous)'} ${short(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, ms]) => ({ name, ms: Math.round(ms) }));
}

/** The main thread's time by kind of work, by script, and its long tasks, as Lighthouse counts them. */
export function mainThreadCosts(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    byGroup: items('mainthread-work-breakdown').map((i) => ({ name: i.groupLabel ?? i.group, ms: Math.round(i.duration) })),
    byScript: items('bootup-time').map((i) => ({ name: short(i.url), ms: Math.round(i.total), scripting: Math.round(i.scripting), parse: Math.round(i.scriptParseCompile) })),
    longTasks: items('long-tasks').map((i) => ({ at: Math.round(i.startTime), ms: Math.round(i.duration), name: short(i.url) })),
  };
}

/** The main thread's self time by trace event (ParseHTML, Layout, UpdateLayoutTree, FunctionCall …), nested events taken out. */
export function topEvents(traceEvents, limit = 12) {
  const main = mainThreads(traceEvents);
  const byThread = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !e.dur || !main.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const self = new Map();
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const open = [];
    for (const e of events) {
      while (open.length && open.at(-1).end <= e.ts) open.pop();
      const parent = open.at(-1);
      if (parent) parent.child += Math.min(e.dur, parent.end - e.ts);
      open.push({ e, end: e.ts + e.dur, child: 0 });
      e.__slot = open.at(-1);
    }
    for (const e of events) self.set(e.name, (self.get(e.name) ?? 0) + Math.max(0, e.dur - e.__slot.child) / 1000);
  }
  return [...self].filter(([name]) => name !== 'RunTask' && name !== 'ThreadControllerImpl::RunTask').sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, ms]) => ({ name, ms: Math.round(ms) }));
}
