/** Runs once when the server starts (Node.js only: the work needs Node APIs). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { keepVaryFields } = await import('./lib/server/vary-header');
  keepVaryFields();
  const { startServer } = await import('./lib/server/start');
  startServer();
  const { afterFirstAnswer } = await import('./lib/server/first-answer');
  const { CONTENT_AT_START_WITHIN_MS } = await import('./lib/wedding/constants');
  // Never before the first answer: a cold start's guest reads the content with their own page (docs/performance.md).
  afterFirstAnswer(() => void import('./lib/invitation/content-check').then(({ readContentAtStart }) => readContentAtStart()), CONTENT_AT_START_WITHIN_MS);
}
