/** @jest-environment node */
const TOKEN = 'a-refresh-token-of-32-characters';
process.env.REFRESH_TOKEN = TOKEN;
process.env.SUPABASE_URL = '';
process.env.SUPABASE_ANON_KEY = '';
process.env.CONTENT_DIR = 'content/demo';

import { POST } from './route';

const post = (authorization?: string) =>
  POST(new Request('http://site.test/api/refresh', { method: 'POST', headers: authorization === undefined ? {} : { authorization } }));

describe('POST /api/refresh', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['no Authorization at all', undefined],
    ['an empty value', ''],
    ['an empty bearer', 'Bearer '],
    ['non-ASCII of the token’s length', `Bearer ${'é'.repeat(TOKEN.length)}`],
    ['non-ASCII of the token’s byte length', `Bearer ${'é'.repeat(TOKEN.length / 2)}`],
    ['10 KB', `Bearer ${'x'.repeat(10 * 1024)}`],
    ['the token with one character changed', `Bearer ${TOKEN.slice(0, -1)}X`],
  ])('answers 403, never a 5xx, to %s', async (_, authorization) => {
    expect((await post(authorization)).status).toBe(403);
  });

  it('reads the content again for the right token', async () => {
    const response = await post(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ refreshed: true });
  });
});
