import { unsubscribeQuerySchema } from '@reprise/domain/alerts/alert-schemas';
import { PRODUCT_NAME } from '@reprise/domain/constants';
import { z } from 'zod';
import type { ZodApp } from '../platform/read-routes';

/** What one kind of mail's unsubscribe link stops, and how. */
export interface UnsubscribeLink<Answer extends z.ZodType> {
  tags: string[];
  /** The mail, as the summaries name it ("price-alert mail"). */
  mail: string;
  /** What the link ends, as the summaries name it ("the alert"). */
  ends: string;
  /** The page a browser opens from the link. */
  page: { title: string; heading: string; text: string };
  /** What the one-click POST answers as its data. */
  response: Answer;
  /** Ends what the signed token names; throws TOKEN_INVALID for a token this server did not sign. */
  unsubscribe: (token: string) => Promise<z.output<Answer>>;
}

// The mail's link is opened in a browser: a small page of its own, so it needs neither the web
// app nor a session, and says plainly what happened.
function unsubscribedPage({ title, heading, text }: UnsubscribeLink<z.ZodType>['page']): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${PRODUCT_NAME}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #111827; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>${heading}</h1><p>${text}</p>
<p><a href="/" style="color: #1d4ed8">Back to ${PRODUCT_NAME}</a></p></main></body></html>`;
}

/**
 * The two routes of a mail's unsubscribe link at `url`: the GET a browser opens (a small HTML
 * page) and the one-click POST of List-Unsubscribe-Post (RFC 8058) that mail clients send.
 */
export function unsubscribeLinkRoutes<Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  link: UnsubscribeLink<Answer>,
): void {
  const page = unsubscribedPage(link.page);
  app.get(
    url,
    {
      schema: {
        tags: link.tags,
        summary: `The ${link.mail}'s unsubscribe link: ends ${link.ends}, no sign-in (HTML page)`,
        description: '400 TOKEN_INVALID for a token this server did not sign.',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      await link.unsubscribe(request.query.token);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
  app.post(
    url,
    {
      schema: {
        tags: link.tags,
        summary: `One-click unsubscribe of List-Unsubscribe-Post (RFC 8058): ends ${link.ends}`,
        querystring: unsubscribeQuerySchema,
        response: { 200: z.object({ data: link.response }) },
      },
    },
    // Fastify cannot resolve a generic schema's answer type; `unsubscribe`'s type ties it.
    (request) => link.unsubscribe(request.query.token).then((data) => ({ data })) as never,
  );
}
