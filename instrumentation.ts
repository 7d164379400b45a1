/** Runs once when the server starts (Node.js only: the work needs Node APIs). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/server/start');
    startServer();
  }
}
