// A local stand-in for Stripe's API (tests only): the calls the Stripe provider makes, answered
// with the bodies Stripe documents (PaymentIntent, Refund, error objects), and Stripe's
// Idempotency-Key rule (the same key replays the first answer). The confirmation token names the
// outcome: ctoken_approve, ctoken_3ds, ctoken_declined, ctoken_insufficient.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'manual';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, unknown> } | null;
  last_payment_error: Record<string, unknown> | null;
  payment_method: string;
  status: string;
}

const CARDS: Record<string, { brand: string; last4: string }> = {
  ctoken_approve: { brand: 'visa', last4: '4242' },
  ctoken_3ds: { brand: 'visa', last4: '3184' },
  ctoken_declined: { brand: 'visa', last4: '0002' },
  ctoken_insufficient: { brand: 'visa', last4: '9995' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b]=c, a[0]=d) read back into an object. */
function readForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head, ...rest] = key.split('[');
    if (rest.length === 0) {
      out[head!] = value;
      continue;
    }
    const inner = rest[0]!.replace(']', '');
    out[head!] = { ...(out[head!] as Record<string, string> | undefined), [inner]: value };
  }
  return out;
}

export interface StripeFake {
  readonly port: number;
  readonly intents: Map<string, Intent>;
  readonly refunds: { id: string; payment_intent: string; amount: number }[];
  /** Captures that moved money (a capture of a captured intent does not). */
  captures: number;
  /** While set, captures answer Stripe's api_error (a processor outage). */
  failCaptures: boolean;
  /** The buyer passed the bank's 3-D Secure challenge in the browser. */
  completeAction(intentId: string): void;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, Intent>();
  const refunds: StripeFake['refunds'] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const fake = {
    intents,
    refunds,
    captures: 0,
    failCaptures: false,
  };

  const paymentMethodOf = (intent: Intent) => ({
    id: intent.payment_method,
    object: 'payment_method',
    type: 'card',
    card: { ...CARDS[intent.metadata._token ?? 'ctoken_approve'], wallet: null },
  });
  const view = (intent: Intent, expand: boolean) => {
    const { _token, ...metadata } = intent.metadata;
    return {
      ...intent,
      metadata,
      payment_method: expand ? paymentMethodOf(intent) : intent.payment_method,
    };
  };
  const error = (status: number, body: Record<string, unknown>) => ({
    status,
    body: { error: body },
  });

  function handle(method: string, path: string, form: Record<string, unknown>) {
    const expand = JSON.stringify(form.expand ?? '').includes('payment_method');
    if (method === 'POST' && path === '/v1/payment_intents') {
      const token = String(form.confirmation_token);
      if (!CARDS[token]) {
        return error(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'confirmation_token',
          message: `No such confirmationtoken: '${token}'`,
        });
      }
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_capturable: 0,
        amount_received: 0,
        capture_method: 'manual',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        confirmation_method: 'automatic',
        created: Math.floor(Date.now() / 1000),
        currency: String(form.currency),
        livemode: false,
        metadata: { ...(form.metadata as Record<string, string>), _token: token },
        next_action: null,
        last_payment_error: null,
        payment_method: id('pm'),
        status: 'requires_capture',
      };
      intents.set(intentId, intent);
      if (token === 'ctoken_3ds') {
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect' },
        };
      } else if (token === 'ctoken_declined' || token === 'ctoken_insufficient') {
        const decline = token === 'ctoken_declined' ? 'generic_decline' : 'insufficient_funds';
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: decline,
        };
        return error(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: decline,
          message: 'Your card was declined.',
          payment_intent: view(intent, true),
        });
      } else {
        intent.amount_capturable = intent.amount;
      }
      return { status: 200, body: view(intent, expand) };
    }
    const match = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)(\/capture|\/cancel)?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]!);
      if (!intent) {
        return error(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${match[1]}'`,
        });
      }
      const unexpected = () =>
        error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}.`,
        });
      if (method === 'GET') return { status: 200, body: view(intent, expand) };
      if (match[2] === '/capture') {
        if (fake.failCaptures)
          return error(500, { type: 'api_error', message: 'An error occurred.' });
        if (intent.status !== 'requires_capture') return unexpected();
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.amount_capturable = 0;
        fake.captures++;
        return { status: 200, body: view(intent, expand) };
      }
      if (match[2] === '/cancel') {
        if (
          !['requires_capture', 'requires_action', 'requires_payment_method'].includes(
            intent.status,
          )
        ) {
          return unexpected();
        }
        intent.status = 'canceled';
        intent.amount_capturable = 0;
        return { status: 200, body: view(intent, expand) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      const refunded = refunds
        .filter((refund) => refund.payment_intent === intent?.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount =
        form.amount === undefined ? (intent?.amount ?? 0) - refunded : Number(form.amount);
      if (intent?.status !== 'succeeded' || refunded + amount > intent.amount_received) {
        return error(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'The refund amount is greater than what is left to refund.',
        });
      }
      const refund = { id: id('re'), payment_intent: intent.id, amount };
      refunds.push(refund);
      return {
        status: 200,
        body: {
          ...refund,
          object: 'refund',
          currency: intent.currency,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        },
      };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.local');
      const form = readForm(request.method === 'GET' ? url.searchParams.toString() : text);
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' && request.method === 'POST' ? key : null;
      const reply =
        (cacheKey && replies.get(cacheKey)) || handle(request.method ?? 'GET', url.pathname, form);
      if (cacheKey && reply.status < 500) replies.set(cacheKey, reply);
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    port: (server.address() as AddressInfo).port,
    completeAction(intentId: string) {
      const intent = intents.get(intentId)!;
      intent.status = 'requires_capture';
      intent.next_action = null;
      intent.amount_capturable = intent.amount;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
