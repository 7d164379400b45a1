export function supabaseUrlProblem(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return null;
  } catch {
    // not a URL at all
  }
  return 'SUPABASE_URL must be an http(s) URL, e.g. https://<project-id>.supabase.co (the Project URL in Project Settings → API)';
}

function jwtRole(key: string): string | null {
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}

export function anonKeyProblem(key: string): string | null {
  if (key.startsWith('sb_secret_') || jwtRole(key) === 'service_role') {
    return 'SUPABASE_ANON_KEY holds a secret (service_role) key, which bypasses row-level security: the site refuses it. Use the anon / publishable key.';
  }
  return null;
}

export function backendSettingsProblem(url: string, anonKey: string): string | null {
  return supabaseUrlProblem(url) ?? anonKeyProblem(anonKey);
}
