import { BoundedMemo } from '@reprise/domain/bounded-memo';
import { findInputProblem } from '@reprise/domain/text/control-characters';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError, type GraphQLSchema, Kind, parse, print } from 'graphql';
import { BoundedLru } from '../cache/bounded-lru';
import { DomainError } from '../platform/errors/domain-error';
import { vouchForBody } from '../platform/input-guard';
import { COST_LIMITS, type CostProblem, findCostProblem } from './query-cost';

/** Longest GraphQL document accepted (the home page's many-list query is about 10,000). */
export const MAX_QUERY_LENGTH = 50_000;
/** Tokens the parser reads before giving up, so a padded document costs little to refuse. */
const MAX_QUERY_TOKENS = 20_000;

/** What a checked GraphQL request is, once: the key its answer may be cached under. */
export interface CheckedGraphqlRequest {
  document: DocumentNode;
  /** The printed query's number (one per printed text), variables with sorted keys, operation name. */
  normalizedKey: string;
}

const checkedKey = Symbol('checked-graphql-request');
const bodyTextKey = Symbol('graphql-body-text');
type WithChecked = FastifyRequest & {
  [checkedKey]?: CheckedGraphqlRequest;
  /** The JSON body as it arrived, before parsing. */
  [bodyTextKey]?: string;
};

/** What a JSON body was found to be, and under which content type it came. */
interface CheckedBody {
  contentType: string | undefined;
  checked: CheckedGraphqlRequest;
  /** The body as parsed when it first passed, frozen: the same text parses to the same value. */
  parsed: unknown;
}

/** The request as the guard checked it; undefined before the guard ran (or for other routes). */
export function checkedGraphqlRequest(request: FastifyRequest): CheckedGraphqlRequest | undefined {
  return (request as WithChecked)[checkedKey];
}

const refuse = (message: string, field?: string) =>
  new DomainError('VALIDATION_FAILED', message, field);

// Mercurius accepts these; anything else (a form post, text/plain) is a client mistake.
const GRAPHQL_TYPES = ['application/json', 'application/graphql'];

/**
 * Checks the shape of every request to the GraphQL route before mercurius sees it, so a malformed
 * one answers 400 saying what is wrong (never INTERNAL), and measures the query so an expensive
 * one is refused before a resolver runs (query-cost.ts).
 */
export function installGraphqlRequestGuard(
  app: FastifyInstance,
  path: string,
  schema: GraphQLSchema,
): void {
  const readQuery = queryReader();
  // The verdict of each measured key, so a repeated request is not walked again.
  const costs = new BoundedLru<CostProblem | null>({
    maxEntries: 2_000,
    maxBytes: 16 * 1024 * 1024,
  });
  // Pages and carousels post the very same bytes again and again: a body that passed once passes
  // again to the same key, so the work below runs once per distinct body, not once per request.
  // Only bodies that passed are kept; the content type they came with must match too.
  const passedBodies = new BoundedLru<CheckedBody>({
    maxEntries: 2_000,
    maxBytes: 16 * 1024 * 1024,
  });
  // Fastify's own JSON parser (the same limits and prototype-poisoning refusals), keeping the text.
  // A text that passed before is not parsed again: its kept, frozen value is this request's body
  // (the input guard knows that value passed it, input-guard.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    (request as WithChecked)[bodyTextKey] = text;
    const passed = passedBodies.get(text);
    if (passed && passed.contentType === request.headers['content-type']) {
      done(null, passed.parsed);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.url !== path) return done();
    const bodyText = request.method === 'POST' ? (request as WithChecked)[bodyTextKey] : undefined;
    const contentType = request.headers['content-type'];
    if (bodyText !== undefined) {
      const passed = passedBodies.get(bodyText);
      if (passed && passed.contentType === contentType) {
        (request as WithChecked)[checkedKey] = passed.checked;
        return done();
      }
    }
    const input = readRequest(request);
    if (typeof input.query !== 'string' || input.query.trim() === '') {
      throw refuse(
        input.query === undefined || input.query === null || input.query === ''
          ? 'query is required: send { "query": "…" } (GET: ?query=…).'
          : 'query must be a string holding a GraphQL document.',
        'query',
      );
    }
    if (input.query.length > MAX_QUERY_LENGTH) {
      throw refuse(
        `query is ${input.query.length} characters long; at most ${MAX_QUERY_LENGTH} are allowed.`,
        'query',
      );
    }
    const variables = readVariables(input.variables);
    if (
      input.operationName !== undefined &&
      input.operationName !== null &&
      typeof input.operationName !== 'string'
    ) {
      throw refuse('operationName must be a string.', 'operationName');
    }
    const { document, printedId, declared } = readQuery(input.query);
    const operationName = input.operationName ?? undefined;
    // Variables no operation declares are ignored when it runs, so they are no part of the key
    // (padding a body with them cannot make one answer into many cache entries), nor of its cost.
    const used = Object.fromEntries(
      Object.entries(variables).filter(([name]) => declared.has(name)),
    );
    const normalizedKey = `${printedId}\n${sortedJson(used)}\n${operationName ?? ''}`;
    // The rows a list asks for may come from the variables, so the cost is measured per key.
    let problem = costs.get(normalizedKey);
    if (problem === undefined) {
      problem = findCostProblem(schema, document, used, operationName, COST_LIMITS);
      costs.set(normalizedKey, problem, normalizedKey.length * 2 + COST_ENTRY_BYTES);
    }
    if (problem) throw refuse(problem.message, 'query');
    const checked = { document, normalizedKey };
    (request as WithChecked)[checkedKey] = checked;
    if (bodyText !== undefined) {
      // Frozen, so no request can change what the next one with this text is handed.
      const parsed = deepFreeze(request.body);
      vouchForBody(parsed);
      passedBodies.set(
        bodyText,
        { contentType, checked, parsed },
        bodyText.length * 2 + normalizedKey.length * 2 + COST_ENTRY_BYTES,
      );
    }
    done();
  });
}

/** What a query text reads as, whatever the variables: parsed, printed, its declared variables. */
interface ReadQuery {
  document: DocumentNode;
  /** Stands for the printed text in cache keys: equal printed texts get the same one. */
  printedId: string;
  declared: ReadonlySet<string>;
}

// A printed text of 10,000 characters (the home page's query) in every cache key would be copied,
// hashed and compared on each request; keys carry its number instead. Numbers are never reused,
// so a number forgotten when the map is emptied cannot come to mean another text.
function printedIds(): (printed: string) => string {
  const ids = new BoundedMemo<string>(MAX_PRINTED_IDS);
  let next = 0;
  return (printed) => ids.get(printed, () => `q${next++}`);
}
const MAX_PRINTED_IDS = 2_000;

// The verdict of a measured key and its map slot, roughly.
const COST_ENTRY_BYTES = 300;
// Characters held per character of query text: the text, its printed copy and the parsed tree.
const READ_QUERY_BYTES_PER_CHAR = 40;

// Pages and carousels post the same few query texts over and over, and what the text reads as
// depends on the text alone: it is parsed and printed once per text, not once per request. Only
// readable texts are kept; one that fails is refused as before, every time.
function queryReader(): (query: string) => ReadQuery {
  const known = new BoundedLru<ReadQuery>({ maxEntries: 500, maxBytes: 32 * 1024 * 1024 });
  const idOf = printedIds();
  return (query) => {
    const cached = known.get(query);
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS, noLocation: true });
    } catch (error) {
      const detail = error instanceof GraphQLError ? error.message : 'it is not a GraphQL document';
      throw refuse(`query could not be read: ${detail}`, 'query');
    }
    const declared = new Set(
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION
          ? (definition.variableDefinitions ?? []).map((variable) => variable.variable.name.value)
          : [],
      ),
    );
    const read = { document, printedId: idOf(print(document)), declared };
    known.set(query, read, query.length * READ_QUERY_BYTES_PER_CHAR);
    return read;
  };
}

interface RawGraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function readRequest(request: FastifyRequest): RawGraphqlRequest {
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown>;
    for (const name of ['query', 'variables', 'operationName']) {
      if (Array.isArray(query[name])) throw refuse(`${name} must be given once.`, name);
    }
    let variables: unknown = query.variables;
    if (typeof variables === 'string' && variables !== '') {
      try {
        variables = JSON.parse(variables);
      } catch {
        throw refuse('variables must be a JSON object.', 'variables');
      }
      // Decoded here, after the input guard saw only their text: checked as it checks bodies.
      const problem = findInputProblem(variables, 'variables');
      if (problem) {
        throw refuse(
          problem.reason === 'too-deep'
            ? `${problem.field} is nested too deeply.`
            : `${problem.field} must not contain control characters.`,
          problem.field,
        );
      }
    }
    return { query: query.query, variables, operationName: query.operationName };
  }
  if (request.method !== 'POST') return {};
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!GRAPHQL_TYPES.includes(type)) {
    throw refuse(
      `Send GraphQL requests as application/json (this one is ${type || 'without a content type'}).`,
      'content-type',
    );
  }
  const body = request.body;
  // Mercurius reads an application/graphql body as the document itself ({ query }).
  if (type === 'application/graphql')
    return typeof body === 'string' ? { query: body } : (body as RawGraphqlRequest);
  if (Array.isArray(body)) {
    throw refuse('Batched queries are not supported: send one { "query": … } object per request.');
  }
  if (body === null || typeof body !== 'object') {
    throw refuse('The body must be a JSON object such as { "query": "{ countries { name } }" }.');
  }
  return body as RawGraphqlRequest;
}

function readVariables(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw refuse('variables must be a JSON object of variable names and values.', 'variables');
  }
  return value as Record<string, unknown>;
}

/**
 * JSON with object keys sorted at every level: equal variables give equal text. For values read
 * from JSON (what variables are), the same text JSON.stringify gives with keys in that order.
 */
export function sortedJson(value: unknown): string {
  return sortedJsonOf(value) ?? 'null';
}

// Written out rather than a JSON.stringify replacer that copies every object into a sorted one:
// it runs on every GraphQL request. Undefined is skipped in objects and null in arrays, as there.
function sortedJsonOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((item) => sortedJsonOf(item) ?? 'null').join(',')}]`;
  let members = '';
  for (const key of Object.keys(value).sort()) {
    const item = sortedJsonOf((value as Record<string, unknown>)[key]);
    if (item === undefined) continue;
    members += `${members === '' ? '' : ','}${JSON.stringify(key)}:${item}`;
  }
  return `{${members}}`;
}

// Values parsed from JSON: plain objects, arrays and primitives, no cycles.
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}
