import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A GraphQL answer's body: data, and errors carrying our stable code and field. */
export type GraphqlBody = {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

/** Posts one GraphQL operation to the API under test, as a browser would. */
export const postGraphql = (
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
) => app.inject({ method: 'POST', url: '/api/graphql', payload: { query, variables } });

/** Posts one GraphQL operation that must not fail on the server, and answers its body. */
export async function graphqlBody(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlBody> {
  const response = await postGraphql(app, query, variables);
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as GraphqlBody;
}
