import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import type { z } from 'zod';
import { DomainError, ERROR_STATUS } from '../platform/errors/domain-error';
import { clientErrorCode } from '../platform/errors/error-handler';
import { validationField } from './validation-field';

const { ErrorWithProps } = mercurius;

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The GraphQL request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return 'Send GraphQL requests as application/json.';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'The body is empty: send { "query": "…" }.';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The body is not valid JSON.';
  }
  return error.message;
}

/** A GraphQL error a client can act on: a message naming the field, plus code and field. */
export function fieldError(message: string, field: string | undefined, code = 'VALIDATION_FAILED') {
  return new ErrorWithProps(message, { code, ...(field ? { field } : {}) });
}

/** Parses resolver arguments with a zod schema; the first issue becomes a GraphQL error. */
export function parseArgs<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const detail = issue?.message ?? 'is not valid';
  return (() => {
    throw fieldError(field && !detail.startsWith(field) ? `${field}: ${detail}` : detail, field);
  })();
}

/** Runs a resolver body, turning domain errors into GraphQL errors with their code and field. */
export async function resolving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw fieldError(error.message, error.field, error.code);
    throw error;
  }
}

const GENERIC = 'Something went wrong on our side. Please try again in a moment.';

type FormattedError = { message: string; extensions?: Record<string, unknown> };

// Bad variables are found while the query starts to run, not by validation: graphql-js reports
// them as its own errors ("Variable "$input" got invalid value …"), with no error of ours behind.
const isVariableError = (error: { message: string; originalError?: unknown }) =>
  error.originalError === undefined && error.message.startsWith('Variable "$');

/** A GraphQL syntax, validation or variable error as the API's VALIDATION_FAILED, with its field. */
function validationError(error: GraphQLError): FormattedError {
  const field = validationField(error);
  // Mercurius's own refusals (query depth) are plain errors, without GraphQL's toJSON.
  const json: FormattedError =
    typeof error.toJSON === 'function' ? error.toJSON() : { message: error.message };
  return {
    ...json,
    extensions: { ...error.extensions, code: 'VALIDATION_FAILED', ...(field ? { field } : {}) },
  };
}

// Expected errors (ours, GraphQL's own syntax/validation ones) keep their message; anything else
// is logged and masked, as REST 5xx bodies are (ADR 0001: never leak internals).
/** mercurius errorFormatter: the default one, with unexpected errors masked. */
export function maskingErrorFormatter(app: FastifyInstance) {
  return (
    execution: Parameters<typeof mercurius.defaultErrorFormatter>[0],
    context: Parameters<typeof mercurius.defaultErrorFormatter>[1],
  ) => {
    const formatted = mercurius.defaultErrorFormatter(execution, context);
    const original = execution.errors ?? [];
    const errors = formatted.response.errors?.map((error, index) => {
      const graphqlError = original[index] as GraphQLError | undefined;
      if (graphqlError && isVariableError(graphqlError)) return validationError(graphqlError);
      const source = graphqlError?.originalError;
      if (source === undefined || source instanceof ErrorWithProps) return error;
      if ((source as { errors?: unknown }).errors) return error; // mercurius validation wrapper
      app.log.error({ err: source }, 'graphql resolver failed');
      return { ...error, message: GENERIC, extensions: { code: 'INTERNAL' } };
    });
    // Variables the query cannot run with are the client's mistake, answered as validation is.
    const refused = !execution.data && original.length > 0 && original.every(isVariableError);
    return {
      ...formatted,
      statusCode: refused ? 400 : formatted.statusCode,
      response: { ...formatted.response, errors },
    };
  };
}

/**
 * mercurius errorHandler for errors raised before the query runs (hooks, body parsing): our own
 * domain errors answer with their status and the API's error body, plus a GraphQL `errors` entry so
 * GraphQL clients read them too; anything else is formatted (and masked) as GraphQL errors are.
 */
export function requestErrorHandler(app: FastifyInstance) {
  const format = maskingErrorFormatter(app);
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    message: string,
    field?: string,
  ) =>
    reply.code(status).send({
      code,
      message,
      field,
      requestId: request.id,
      errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
    });
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      return answer(
        request,
        reply,
        ERROR_STATUS[error.code],
        error.code,
        error.message,
        error.field,
      );
    }
    // GraphQL's own syntax and validation errors (an unknown field, an argument of the wrong
    // type), which mercurius wraps in one 'Graphql validation error': each named, with its field.
    const invalid = (error as { errors?: unknown }).errors;
    if (Array.isArray(invalid) && invalid.length > 0) {
      const errors = invalid.map((each: GraphQLError) => validationError(each));
      const first = errors[0]!;
      const field = first.extensions?.field as string | undefined;
      request.log.info({ code: error.code }, 'graphql request refused');
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: first.message,
        field,
        requestId: request.id,
        errors,
      });
    }
    // Fastify's own client errors (unreadable JSON, a body over the limit, an unknown content
    // type) are the client's mistake: their status and message, never a masked INTERNAL.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, 'graphql request refused');
      return answer(request, reply, status, clientErrorCode(status), clientMessage(error));
    }
    const graphqlError =
      error instanceof GraphQLError
        ? error
        : new GraphQLError(error.message, { originalError: error });
    const { statusCode, response } = format(
      { errors: [graphqlError] } as never,
      {
        reply,
        app,
      } as never,
    );
    // A failure of ours before the query ran is a 500, not a 200 carrying an error.
    const unexpected = !(error instanceof GraphQLError) && statusCode < 400;
    return reply.code(unexpected ? 500 : statusCode).send(response);
  };
}
