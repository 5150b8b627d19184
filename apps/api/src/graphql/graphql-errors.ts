import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';

const { ErrorWithProps } = mercurius;

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

// Expected errors (ours, GraphQL's own syntax/validation ones) keep their message; anything else
// is logged and masked, as REST 5xx bodies are (DESIGN §2: never leak internals).
/** mercurius errorFormatter: the default one, with unexpected errors masked. */
export function maskingErrorFormatter(app: FastifyInstance) {
  return (
    execution: Parameters<typeof mercurius.defaultErrorFormatter>[0],
    context: Parameters<typeof mercurius.defaultErrorFormatter>[1],
  ) => {
    const formatted = mercurius.defaultErrorFormatter(execution, context);
    const original = execution.errors ?? [];
    const errors = formatted.response.errors?.map((error, index) => {
      const source = (original[index] as { originalError?: unknown } | undefined)?.originalError;
      if (source === undefined || source instanceof ErrorWithProps) return error;
      if ((source as { errors?: unknown }).errors) return error; // mercurius validation wrapper
      app.log.error({ err: source }, 'graphql resolver failed');
      return { ...error, message: GENERIC, extensions: { code: 'INTERNAL' } };
    });
    return { ...formatted, response: { ...formatted.response, errors } };
  };
}
