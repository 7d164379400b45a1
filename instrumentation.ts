/** Validates the configuration once at start-up, so a mistake is reported clearly before any guest arrives. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig, ConfigError } = await import('@/lib/config');
  try {
    const config = getConfig();
    console.log(
      config.supabase
        ? 'Data source: Supabase'
        : `Data source: local content (${config.contentDir}); set SUPABASE_URL and SUPABASE_ANON_KEY to use Supabase`,
    );
  } catch (e) {
    if (e instanceof ConfigError) console.error(e.message);
    throw e;
  }
}
