import type { NextRequest, NextResponse } from 'next/server';
import { sessionClient } from './session-client';

type Pending = (response: NextResponse) => void;

export async function refreshSession(request: NextRequest): Promise<Pending> {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_ANON_KEY;
  if (!url || !key) return () => undefined;
  const toSet: Pending[] = [];
  const client = await sessionClient(url, key, request.headers, {
    getAll: () => request.cookies.getAll(),
    setAll(list, headers) {
      for (const { name, value } of list) request.cookies.set(name, value);
      toSet.push((response) => {
        for (const { name, value, options } of list) response.cookies.set(name, value, options);
        for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
      });
    },
  });
  // Only an expired token costs a call; a backend that does not answer leaves the page to say so.
  await client.auth.getSession().catch(() => undefined);
  return (response) => toSet.forEach((apply) => apply(response));
}
