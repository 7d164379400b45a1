import { json } from '@/tests/stand-in/answers';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { createEdgeFunctions, invokeEdgeFunction } from './edge-functions';

/**
 * The edge-function client against the stand-in's /functions/v1/{name}: the request it
 * sends, and each failure kind coming back as its own result.
 */

const standIn = standInPerTest({ demo: false });
const functions = (timeoutMs = 2000) => createEdgeFunctions({ url: standIn().url, anonKey: standIn().anonKey, timeoutMs });

it('POSTs the body as JSON to {functions-url}/{name} with the anon key, and answers the data', async () => {
  const result = await functions().invoke<{ function: string; received: unknown }>('notify-couple', { guestId: 'x', note: 'hi' });

  expect(result).toEqual({ ok: true, data: { function: 'notify-couple', received: { guestId: 'x', note: 'hi' } } });
  const [req] = standIn().requestsTo('function');
  expect(req).toMatchObject({ method: 'POST', path: '/functions/v1/notify-couple', body: { guestId: 'x', note: 'hi' } });
  expect(req?.headers['content-type']).toBe('application/json');
  expect(req?.headers.authorization).toBe(`Bearer ${standIn().anonKey}`);
});

it("answers a function's own JSON", async () => {
  standIn().setFunction('count', () => ({ count: 3 }));
  await expect(functions().invoke('count')).resolves.toEqual({ ok: true, data: { count: 3 } });
});

it('reports a connection that fails as a send failure', async () => {
  standIn().setFailure('function', 'refuse');
  const result = await functions().invoke('notify-couple', {});
  expect(result).toMatchObject({ ok: false, kind: 'send-failure' });
  expect(result.ok === false && result.message).toMatch(/^Edge function notify-couple could not be reached: /);
});

it('reports a function that does not answer in time as a send failure', async () => {
  standIn().setFailure('function', 'hang');
  await expect(functions(300).invoke('slow')).resolves.toEqual({
    ok: false,
    kind: 'send-failure',
    message: 'Edge function slow could not be reached: timed out',
  });
});

it('reports an answer from the relay as a relay error, with its status', async () => {
  standIn().setFailure('function', 'relay-error', { path: 'notify-couple' });
  const result = await functions().invoke('notify-couple', {});
  expect(result).toEqual({
    ok: false,
    kind: 'relay-error',
    status: 502,
    message: 'Edge function notify-couple: the relay answered 502: {"message":"stand-in: the relay could not reach the function"}',
  });
});

it('reports a non-2xx answer of the function as an HTTP error, with its status and body', async () => {
  standIn().setFunction('strict', () => json(422, { error: 'guestId is required' }));
  await expect(functions().invoke('strict', {})).resolves.toEqual({
    ok: false,
    kind: 'http-error',
    status: 422,
    message: 'Edge function strict answered 422: {"error":"guestId is required"}',
  });
});

it('reports a 500 as an HTTP error', async () => {
  standIn().setFailure('function', '500');
  await expect(functions().invoke('any')).resolves.toMatchObject({ ok: false, kind: 'http-error', status: 500 });
});

it('reports a 2xx answer with cut-off JSON as an invalid response', async () => {
  standIn().setFailure('function', 'malformed-json');
  await expect(functions().invoke('any')).resolves.toMatchObject({ ok: false, kind: 'invalid-response' });
});

it('keeps a long error body out of the message beyond 200 characters', async () => {
  standIn().setFunction('loud', () => ({ status: 500, headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(5000) }));
  const result = await functions().invoke('loud');
  expect(result.ok === false && result.message.length).toBeLessThan(260);
});

it('refuses a name that is not a single function name, without sending anything', async () => {
  await expect(invokeEdgeFunction({ functions: { invoke: jest.fn() } }, '../rest/v1/guests')).rejects.toThrow(TypeError);
  expect(standIn().requestsTo('function')).toHaveLength(0);
});
