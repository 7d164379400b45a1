/** Runs once when the server starts (Node.js only: the work needs Node APIs). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { keepVaryFields } = await import('./lib/server/vary-header');
  keepVaryFields();
  const { startServer } = await import('./lib/server/start');
  startServer();
  const { readContentAtStart } = await import('./lib/invitation/content-check');
  void readContentAtStart();
}
