import type { FastifyRequest } from 'fastify';

/** `resolve`, run at most once per request: later calls for the same request share its answer. */
export function oncePerRequest<T>(
  resolve: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const resolved = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let answer = resolved.get(request);
    if (!answer) {
      answer = resolve(request);
      resolved.set(request, answer);
    }
    return answer;
  };
}
