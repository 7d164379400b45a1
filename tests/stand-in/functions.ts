import { json } from './answers';
import type { Answer, FunctionHandler, FunctionRequest } from './types';

/**
 * Edge functions (`POST /functions/v1/{name}`). A function registered with `setFunction`
 * answers with its handler; any other name echoes what it received, as JSON. Failures
 * (send failure, relay error, non-2xx) are set like every other route's, with `setFailure('function', …)`.
 */

export const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && typeof (value as Answer).status === 'number' && !Array.isArray(value);

export function answerFunction(handlers: Map<string, FunctionHandler>, request: FunctionRequest): Answer {
  const handler = handlers.get(request.name);
  if (!handler) return json(200, { function: request.name, received: request.body ?? null });
  const out = handler(request);
  return isAnswer(out) ? out : json(200, out);
}

/** What the platform's relay answers when it cannot run a function: the x-relay-error header marks it. */
export const relayError = (): Answer => json(502, { message: 'stand-in: the relay could not reach the function' }, { 'x-relay-error': 'true' });
