import { randomUUID } from 'node:crypto';
import { orders } from '@reprise/db/schema/orders';
import { sandboxPayments } from '@reprise/db/schema/payments';
import { SANDBOX_TEST_CARDS } from '@reprise/domain/payments/sandbox-token';
import { CARD_FIELD_MESSAGES } from '@reprise/domain/pricing/card-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingAvailability } from '../events/availability-queries';
import { sandboxTestToken, TEST_CONTACT } from '../test-support/checkout/checkout-fixtures';
import { buyerWithHold as buyerWithHoldOf } from '../test-support/payments/buyer-with-hold';
import { useTestApi } from '../test-support/use-test-api';

// The sandbox provider's own pages (ADR 0018): its card frame, framable by our pages only, and
// the 3-D Secure challenge that a payment asks for and continues after.

describe('sandbox card frame and 3-D Secure challenge', () => {
  const api = useTestApi();
  let nth = 0;

  const buyerWithHold = () => buyerWithHoldOf(api, 'challenge', nth++);

  const pay = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/setpaymentProcess',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { contact: TEST_CONTACT, ...payload },
    });

  it('serves the card frame with a policy that lets only our pages frame it', async () => {
    const frame = await api.app.inject({ url: '/api/payments/sandbox/card-frame' });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(frame.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(frame.body).toContain('<label for="card_number">Card number</label>');
    expect(frame.body).toContain('tok_sandbox_');
    const config = await api.app.inject({ url: '/api/payments/config' });
    expect(config.json()).toEqual({
      data: { provider: 'sandbox', cardFramePath: '/api/payments/sandbox/card-frame' },
    });
  });

  // The card rule messages a frame document carries for its script.
  const ruleMessages = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="card-messages" nonce="[^"]+">(.*?)<\/script>/.exec(
        html,
      )?.[1] ?? 'null',
    );

  it('speaks English as it always did when asked for no language', async () => {
    const frame = await api.app.inject({ url: '/api/payments/sandbox/card-frame' });
    expect(frame.body).toContain('<html lang="en">');
    expect(frame.body).toContain('<title>Card details</title>');
    for (const label of [
      '<label for="card_number">Card number</label>',
      '<label for="expiration_date">Expiry date (MM/YY)</label>',
      'maxlength="5" placeholder="MM/YY"',
      '<label for="cvv">CVV</label>',
      '<p class="hint" id="cvv-hint">3 digits on the back, or 4 on the front of an American Express card.</p>',
    ]) {
      expect(frame.body).toContain(label);
    }
    expect(ruleMessages(frame.body)).toEqual(CARD_FIELD_MESSAGES);
  });

  it('serves the card frame in the language the page asks for, English for one it does not know', async () => {
    const german = await api.app.inject({ url: '/api/payments/sandbox/card-frame?lang=de' });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<title>Kartendaten</title>');
    expect(german.body).toContain('<label for="card_number">Kartennummer</label>');
    expect(german.body).toContain('<label for="expiration_date">Ablaufdatum (MM/JJ)</label>');
    expect(german.body).toContain('placeholder="MM/JJ"');
    expect(german.body).toContain('<label for="cvv">Prüfnummer (CVV)</label>');
    expect(german.body).not.toMatch(/Card number|Expiry date|3 digits/);
    // Only German reaches the script, and the block is the script's nonce'd data.
    expect(ruleMessages(german.body)).toMatchObject({
      cardNumberInvalid: 'Gib eine gültige Kartennummer ein (prüfe die Ziffern)',
      expiryPast: 'Diese Karte ist abgelaufen',
    });
    expect(german.body).not.toContain(CARD_FIELD_MESSAGES.cardNumberInvalid);
    expect(String(german.headers['content-security-policy'])).toContain("default-src 'none'");

    for (const lang of ['xx', 'DE', '']) {
      const unknown = await api.app.inject({
        url: `/api/payments/sandbox/card-frame?lang=${lang}`,
        cookies: { reprise_lang: 'de' },
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('<label for="card_number">Card number</label>');
    }
    const twice = await api.app.inject({ url: '/api/payments/sandbox/card-frame?lang=de&lang=fr' });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('<html lang="en">');

    // Without a language, the request's: the language cookie, else Accept-Language.
    const chosen = await api.app.inject({
      url: '/api/payments/sandbox/card-frame',
      cookies: { reprise_lang: 'es' },
      headers: { 'accept-language': 'fr' },
    });
    expect(chosen.body).toContain('<label for="card_number">Número de tarjeta</label>');
    const browser = await api.app.inject({
      url: '/api/payments/sandbox/card-frame',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(browser.body).toContain('<html lang="fr">');
  });

  it('walks the challenge in German: the page, its amount and the answer', async () => {
    const { auth, hold, sessionId } = await buyerWithHold();
    const token = sandboxTestToken(SANDBOX_TEST_CARDS.threeDSecure);
    const asked = await pay(auth, { holdId: hold.id, sessionId, paymentToken: token });
    const { url } = asked.json().data.responseData.nextAction;

    const page = await api.app.inject({ url: `${url}?lang=de` });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Bestätige deine Zahlung</title>');
    expect(page.body).toContain('<h1>Bestätige deine Zahlung</h1>');
    expect(page.body).toMatch(/<p>Sandbox-Bank: Bestätige die Zahlung von \d+,\d{2}\s£\.<\/p>/);
    expect(page.body).toContain('value="complete">Bestätigen</button>');
    expect(page.body).toContain('value="fail">Ablehnen</button>');
    expect(page.body).toContain(`action="${url}?lang=de"`);

    const done = await api.app.inject({
      method: 'POST',
      url: `${url}?lang=de`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.body).toContain('<html lang="de">');
    expect(done.body).toContain('<p role="status">Zahlung bestätigt.</p>');
    expect(done.body).toContain('reprise-sandbox:challenge-done');
  });

  it('asks for the challenge, and after Complete the same hold becomes the order', async () => {
    const { auth, hold, sessionId, listingId } = await buyerWithHold();
    const token = sandboxTestToken(SANDBOX_TEST_CARDS.threeDSecure);
    const asked = await pay(auth, { holdId: hold.id, sessionId, paymentToken: token });
    const answer = asked.json().data.responseData;
    expect(answer).toMatchObject({ status: 'requires_action', orderId: null });
    const { authorizationId, url } = answer.nextAction;
    expect(url).toBe(`/api/payments/sandbox/challenge/${authorizationId}`);

    const page = await api.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Confirm your payment</h1>');
    expect(page.body).toMatch(/<p>Sandbox bank: confirm the payment of £\d+\.\d{2}\.<\/p>/);
    expect(page.body).toContain('value="complete">Complete</button>');
    expect(page.body).toContain('value="fail">Fail</button>');
    const done = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('reprise-sandbox:challenge-done');
    expect(done.body).toContain('<p role="status">Payment confirmed.</p>');

    const paid = await pay(auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: token,
      authorizationId,
    });
    expect(paid.json().data.responseData).toMatchObject({ status: 'success' });
    // The capture runs after the answer.
    await api.app.backgroundWork.idle();
    const [order] = await api.db.handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid.json().data.responseData.orderId));
    expect(order).toMatchObject({ holdId: hold.id, paymentReference: authorizationId });
    expect(order?.capturedAt).toBeInstanceOf(Date);
    const [seats] = await listingAvailability(api.db.handle.db, { listingIds: [listingId] });
    expect(seats).toMatchObject({ sold: 2, held: 0 });
  });

  it('a failed challenge declines and keeps the hold; another buyer cannot use the authorization', async () => {
    const { auth, hold, sessionId, listingId } = await buyerWithHold();
    const token = sandboxTestToken(SANDBOX_TEST_CARDS.threeDSecure);
    const asked = await pay(auth, { holdId: hold.id, sessionId, paymentToken: token });
    const { authorizationId, url } = asked.json().data.responseData.nextAction;

    const other = await buyerWithHold();
    const stolen = await pay(other.auth, {
      holdId: other.hold.id,
      sessionId: other.sessionId,
      paymentToken: token,
      authorizationId,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'authorizationId' });

    const failed = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(failed.body).toContain('<p role="status">Payment not confirmed.</p>');
    const declined = await pay(auth, {
      holdId: hold.id,
      sessionId,
      paymentToken: token,
      authorizationId,
    });
    expect(declined.json().data.responseData).toMatchObject({ status: 'declined', orderId: null });
    const [seats] = await listingAvailability(api.db.handle.db, { listingIds: [listingId] });
    expect(seats).toMatchObject({ sold: 0, held: 2 });
    const [payment] = await api.db.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, authorizationId));
    expect(payment?.status).toBe('failed');
  });
});
