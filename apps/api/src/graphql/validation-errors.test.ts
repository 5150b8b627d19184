import { describe, expect, it } from 'vitest';
import { postGraphql } from '../test-support/graphql-request';
import { useTestApi } from '../test-support/use-test-api';

type Body = {
  code?: string;
  field?: string;
  message?: string;
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

describe('GraphQL syntax, validation and variable errors', () => {
  const api = useTestApi({ seed: false });
  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const response = await postGraphql(api.app, query, variables);
    return { status: response.statusCode, body: response.json() as Body };
  };

  it.each([
    // An argument of the wrong type, written in the query.
    ['{ cities(input: { limit: "x" }) { totalCount } }', 'input.limit', 'Int cannot represent'],
    // A field the schema does not have, at the top and inside a selection.
    ['{ nope }', 'nope', 'Cannot query field "nope" on type "Query"'],
    ['{ cities { totalCount size } }', 'size', 'Cannot query field "size" on type "CityList"'],
    // An input field the input type does not have.
    ['{ cities(input: { limi: 5 }) { totalCount } }', 'input.limi', 'Field "limi" is not defined'],
    // A required argument left out.
    ['{ city { id } }', 'id', 'argument "id" of type "Int!" is required'],
  ])('%s answers 400 VALIDATION_FAILED naming %s', async (query, field, message) => {
    const { status, body } = await gql(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(body.message).toContain(message);
    expect(body.message).not.toBe('Graphql validation error');
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', field } });
    expect(body.errors?.[0]?.message).toContain(message);
  });

  it('names the field of a variable of the wrong type', async () => {
    const { status, body } = await gql(
      'query($input: CityInput){ cities(input: $input){ totalCount } }',
      { input: { limit: 'x' } },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toContain('Int cannot represent');
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'input.limit',
    });
  });

  it('names every error of a query with several, and says what a syntax error is', async () => {
    const several = await gql('{ nope city(id: "x") { id } }');
    expect(several.status).toBe(400);
    expect(several.body.errors?.map((error) => error.extensions?.field)).toEqual(['nope', 'id']);
    const syntax = await gql('query {');
    expect(syntax.status).toBe(400);
    expect(syntax.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(syntax.body.message).toContain('Syntax Error');
  });
});
