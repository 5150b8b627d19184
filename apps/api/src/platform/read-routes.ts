import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { READ_ONLY_POST } from './csrf';
import { PUBLIC_CACHE } from './public-caching';

/** The instance a zod-typed route plugin declares its routes on. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

// Fastify cannot resolve a generic schema's answer type; the handler's own type already ties its
// answer to `response` (and the serializer checks it at run time).
const answered = (answer: Promise<unknown>) => answer as never;

/** A read whose answer is the same for every visitor: its OpenAPI text, input, answer, handler. */
export interface PublicRead<Input extends z.ZodType, Answer extends z.ZodType> {
  summary: string;
  description?: string;
  /** What it takes (the GET's query string, the legacy POST's body); none when it takes nothing. */
  input?: Input;
  /** The 200 answer. */
  response: Answer;
  handler: (input: z.output<Input>) => Promise<z.output<Answer>>;
}

/**
 * The public reads of one plugin, under its OpenAPI tags: `get` declares a GET that browsers and
 * CDNs may keep; `getAndPost` also accepts the POST that legacy clients send the same input to as
 * form data (it changes nothing, so it needs no same-origin proof).
 */
export function publicReads(app: ZodApp, tags: string[]) {
  function schemaOf<Input extends z.ZodType, Answer extends z.ZodType>(
    route: PublicRead<Input, Answer>,
    inputAs: 'querystring' | 'body',
  ) {
    const { summary, description, input, response } = route;
    return {
      tags,
      summary,
      ...(description === undefined ? {} : { description }),
      ...(input === undefined ? {} : { [inputAs]: input }),
      response: { 200: response },
    };
  }

  function get<Input extends z.ZodType, Answer extends z.ZodType>(
    url: string,
    route: PublicRead<Input, Answer>,
  ): void {
    app.get(url, { config: PUBLIC_CACHE, schema: schemaOf(route, 'querystring') }, (request) =>
      answered(route.handler(request.query as z.output<Input>)),
    );
  }

  function getAndPost<Input extends z.ZodType, Answer extends z.ZodType>(
    url: string,
    route: PublicRead<Input, Answer>,
  ): void {
    get(url, route);
    app.post(url, { config: READ_ONLY_POST, schema: schemaOf(route, 'body') }, (request) =>
      answered(route.handler(request.body as z.output<Input>)),
    );
  }

  return { get, getAndPost };
}

/** The public reads of one plugin (see publicReads). */
export type PublicReads = ReturnType<typeof publicReads>;
