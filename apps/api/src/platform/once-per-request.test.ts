import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { oncePerRequest } from './once-per-request';

describe('oncePerRequest', () => {
  it('resolves once per request and shares the answer; another request resolves again', async () => {
    let calls = 0;
    const who = oncePerRequest(async (request) => `${request.id}:${++calls}`);
    const first = { id: 'a' } as FastifyRequest;
    const second = { id: 'b' } as FastifyRequest;
    expect(await Promise.all([who(first), who(first)])).toEqual(['a:1', 'a:1']);
    expect(await who(second)).toBe('b:2');
    expect(await who(first)).toBe('a:1');
    expect(calls).toBe(2);
  });
});
