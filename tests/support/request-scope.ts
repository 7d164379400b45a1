/** What a desk request carries, for tests that call pages and actions outside Next: its cookies and its client. */
export const requestScope = { jar: new Map<string, string>(), from: '203.0.113.7' };

/** next/headers over requestScope: `jest.mock('next/headers', () => jest.requireActual('@/tests/support/request-scope').nextHeaders())`. */
export const nextHeaders = () => ({
  cookies: async () => ({
    getAll: () => [...requestScope.jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (requestScope.jar.has(name) ? { name, value: requestScope.jar.get(name) } : undefined),
    has: (name: string) => requestScope.jar.has(name),
    set: (name: string, value: string) => void requestScope.jar.set(name, value),
    delete: (name: string | { name: string }) => void requestScope.jar.delete(typeof name === 'string' ? name : name.name),
  }),
  headers: async () => new Headers({ host: 'wedding.example', 'x-forwarded-for': requestScope.from, 'x-forwarded-proto': 'https' }),
});
