import type { ApiError } from '@reprise/domain/schemas/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { allowedMethods } from '../allowed-methods';
import { DomainError, ERROR_STATUS, type ErrorCode } from './domain-error';

/** Installs the one error handler and the JSON 404 of the API scope. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error, request);
    if (status >= 500) logServerSide(request, error);
    return reply.status(status).send(body);
  });

  const routeNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    // A path we serve, asked with a method it does not take (TRACE included): 405 with Allow.
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      if (request.method === 'OPTIONS') return reply.status(204).send();
      const body: ApiError = {
        code: 'METHOD_NOT_ALLOWED',
        message: `${request.url.split('?')[0]} does not accept ${request.method}; use ${allowed.join(' or ')}.`,
        requestId: request.id,
      };
      return reply.status(405).send(body);
    }
    const body: ApiError = {
      code: 'ROUTE_NOT_FOUND',
      message: `There is no API route ${request.method} ${request.url.split('?')[0]}.`,
      requestId: request.id,
    };
    return reply.status(404).send(body);
  };
  app.setNotFoundHandler(routeNotFound);
  // The web app's catch-all would otherwise answer unknown /api paths with an HTML page.
  app.all('/*', { schema: { hide: true } }, routeNotFound);
}

// A copy that is not ready yet says so to its readiness probe, polled every second or so while it
// warms up: an expected answer, noted as a warning without a stack, not a failure to alert on.
function logServerSide(request: FastifyRequest, error: FastifyError): void {
  if (error instanceof DomainError && error.code === 'NOT_READY') {
    request.log.warn({ code: error.code }, error.message);
    return;
  }
  request.log.error({ err: error }, 'request failed');
}

/** The status and JSON body the API answers an error with. */
export function toApiError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ApiError } {
  const requestId = request.id;
  if (error instanceof DomainError) {
    return {
      status: ERROR_STATUS[error.code],
      body: { code: error.code, message: error.message, field: error.field, requestId },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = fieldName(first?.instancePath, error.validationContext);
    const detail = first?.message ?? 'is not valid';
    // Messages written for people (the form validation messages) are marked verbatim by their schema.
    const keep = isVerbatim(first?.params) || !field || detail.startsWith(field);
    return {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: keep ? detail : `${field}: ${detail}`,
        field,
        requestId,
      },
    };
  }
  // Fastify's own client errors (bad JSON, wrong content type, body too large) carry a 4xx status.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { code: clientErrorCode(status), message: error.message, requestId },
    };
  }
  return {
    status: 500,
    body: {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId,
    },
  };
}

function isVerbatim(params: unknown): boolean {
  const custom = (params as { params?: { verbatim?: unknown } } | undefined)?.params;
  return custom?.verbatim === true;
}

function fieldName(
  instancePath: string | undefined,
  context: string | undefined,
): string | undefined {
  const path = instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path || context || undefined;
}

/** The stable code of a 4xx the framework raised itself (REST and GraphQL answer the same). */
export function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}
