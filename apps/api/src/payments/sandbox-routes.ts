import { sandboxFrameUrl } from '@reprise/domain/payments/sandbox-frame-messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardFrameScript } from './sandbox-frame/card-frame-bundle';
import {
  cardFrameDocument,
  challengeDocument,
  challengeDoneDocument,
} from './sandbox-frame/frame-page';
import { frameLanguage, frameText } from './sandbox-frame/frame-text';
import { type SandboxProvider, sandboxChallengePath } from './sandbox-provider';

const paymentParams = z.object({
  paymentId: z.string().regex(/^sbx_pay_[0-9a-f]{24}$/, 'paymentId must be a sandbox payment id'),
});
// The page's language, as Stripe's elements take a `locale`; any text is taken (an unknown one
// reads as English), so a wrong language never costs the buyer their card entry.
const languageQuery = z.object({
  lang: z.string().optional().catch('en'),
});
const outcomeBody = z.object({
  outcome: z.enum(['complete', 'fail'], { error: 'outcome must be complete or fail' }),
});

const tags = ['payments'];

function sendDocument(reply: FastifyReply, page: { html: string; policy: string }) {
  return reply
    .header('content-security-policy', page.policy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/**
 * The sandbox provider's pages (ADR 0018): its card frame, which turns a card into a token in
 * the browser, and its 3-D Secure challenge page with Complete and Fail.
 */
export function sandboxRoutes(provider: SandboxProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/sandbox/card-frame',
      {
        schema: {
          tags,
          summary: 'The sandbox card frame (HTML), framed by the checkout page',
          querystring: languageQuery,
        },
      },
      async (request, reply) => {
        const text = frameText(frameLanguage(request.query.lang, request));
        return sendDocument(reply, cardFrameDocument(text, await cardFrameScript()));
      },
    );

    app.get(
      '/payments/sandbox/challenge/:paymentId',
      {
        schema: {
          tags,
          summary: "The sandbox bank's 3-D Secure challenge page (HTML): Complete or Fail",
          params: paymentParams,
          querystring: languageQuery,
        },
      },
      async (request, reply) => {
        const payment = await provider.retrieve(request.params.paymentId);
        if (!payment) return reply.code(404).type('text/plain').send('No such payment.');
        const text = frameText(frameLanguage(request.query.lang, request));
        const amount = text.amount(payment.amountMinor, payment.currency);
        // The answer's page speaks the same language.
        const action = sandboxFrameUrl(
          sandboxChallengePath(payment.authorizationId),
          text.language,
        );
        return sendDocument(reply, challengeDocument(text, amount, action));
      },
    );

    app.post(
      '/payments/sandbox/challenge/:paymentId',
      {
        schema: {
          tags,
          summary: 'Answers the sandbox challenge (form post from its page)',
          params: paymentParams,
          querystring: languageQuery,
          body: outcomeBody,
        },
      },
      async (request, reply) => {
        const { paymentId } = request.params;
        const passed = request.body.outcome === 'complete';
        await provider.completeChallenge(paymentId, passed);
        const text = frameText(frameLanguage(request.query.lang, request));
        return sendDocument(reply, challengeDoneDocument(text, passed, paymentId));
      },
    );
  };
}
