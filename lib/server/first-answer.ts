import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const ANSWERED = 'http.server.response.finish';

export function afterFirstAnswer(work: () => void, idleMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    unsubscribe(ANSWERED, start);
    clearTimeout(timer);
    setImmediate(work);
  };
  const timer = setTimeout(start, idleMs);
  timer.unref();
  subscribe(ANSWERED, start);
}
