// Mails in the fan's language, end to end at a real SMTP peer: a sign-up keeps the request's
// language, an order the language it was placed in, and the order's mails (confirmation, tickets
// ready, event cancelled) arrive in it, subject, HTML and text alike; an English order's mails
// read exactly as they always did.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buyers } from '@reprise/db/schema/identity';
import { orders } from '@reprise/db/schema/orders';
import type { Order } from '@reprise/domain/schemas/checkout';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTimelineMails } from '../fulfilment/mail-outbox';
import { guaranteePass } from '../guarantee/guarantee-job';
import {
  type Auth,
  deliveryContext,
  holdOf,
  INSTANT_QR,
  listingOf,
  payFor,
  signedInBuyer,
} from '../test-support/fulfilment/fulfilment-fixtures';
import { mailParts } from '../test-support/fulfilment/ticket-file-readers';
import { guaranteeTestContext } from '../test-support/guarantee/guarantee-test-context';
import { GOOD_PASSWORD } from '../test-support/sessions';
import { useSmtpPeer } from '../test-support/use-smtp-peer';
import { useTestApi } from '../test-support/use-test-api';

const OPERATOR_KEY = 'operator-key-for-the-mail-language-test-0123456789';
const TICKETS = join(mkdtempSync(join(tmpdir(), 'reprise-tickets-')), 'tickets');
const smtp = useSmtpPeer();
const api = useTestApi(undefined, () => ({
  mail: smtp.mail(),
  fulfilment: { ticketsDir: TICKETS },
  operatorApiKey: OPERATOR_KEY,
}));
const db = () => api.db.handle.db;

/** The mails an address received, both parts decoded, line ends as in the text we wrote. */
async function mailsTo(email: string) {
  await api.app.backgroundWork.idle();
  return smtp.peer.to(email).map((mail) => {
    const parts = mailParts(mail.raw);
    return { ...parts, text: parts.text.replace(/\r\n/g, '\n').trim() };
  });
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

async function orderOf(auth: Auth, orderId: number): Promise<Order> {
  const response = await api.app.inject({
    url: `/api/order/order-tickets/${orderId}`,
    headers: auth,
  });
  return response.json().data;
}

async function languageOfBuyer(email: string) {
  const [row] = await db().select().from(buyers).where(eq(buyers.email, email));
  return row?.language;
}

describe('the language of account mails', () => {
  it("stores the sign-up request's language and writes the set-password mail in it", async () => {
    await post(
      '/api/buyer-user/register',
      { first_name: 'Greta', last_name: 'Berg', email: 'greta@example.com' },
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    );
    await post(
      '/api/buyer-user/register',
      { first_name: 'Chloé', last_name: 'Roux', email: 'chloe@example.com' },
      { 'accept-language': 'de-DE', cookie: 'reprise_lang=fr' },
    );
    await post('/api/buyer-user/register', {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
    });
    await api.app.backgroundWork.idle();
    expect(await languageOfBuyer('greta@example.com')).toBe('de');
    expect(await languageOfBuyer('chloe@example.com')).toBe('fr');
    expect(await languageOfBuyer('ann@example.com')).toBe('en');

    const [german] = await mailsTo('greta@example.com');
    expect(german!.subject).toBe('Willkommen bei Reprise: Lege dein Passwort fest');
    expect(german!.text).toMatch(/^Hallo Greta,\n\nDein Reprise-Konto ist bereit\./);
    expect(german!.text).toContain('läuft in 1 Stunde ab');
    expect(german!.html).toContain('<html lang="de">');
    expect(german!.html).toContain('Passwort festlegen</a>');
    const [french] = await mailsTo('chloe@example.com');
    expect(french!.subject).toBe('Bienvenue sur Reprise : définissez votre mot de passe');
    const [english] = await mailsTo('ann@example.com');
    expect(english!.subject).toBe('Welcome to Reprise: set your password');
    expect(english!.text).toMatch(
      /^Hi Ann,\n\nYour Reprise account is ready\. Choose a password to finish signing up\.\n\nSet your password: http:\/\/localhost:3000\/set-password\/[\w-]+\n\nThe link works once and expires in 1 hour\.$/,
    );
  });

  it('moves a fan to the language their sign-in chose, and mails a reset in it', async () => {
    const { email } = await signedInBuyer(api, 'Lucía');
    expect(await languageOfBuyer(email)).toBe('en');
    const login = await post(
      '/api/login',
      { email, password: GOOD_PASSWORD },
      { cookie: 'reprise_lang=es' },
    );
    expect(login.statusCode).toBe(200);
    expect(await languageOfBuyer(email)).toBe('es');

    await post('/api/forget-password', { email });
    const reset = (await mailsTo(email)).at(-1)!;
    expect(reset.subject).toBe('Restablece tu contraseña de Reprise');
    expect(reset.text).toContain('Hola, Lucía:');
    expect(reset.html).toContain('<html lang="es">');
  });
});

describe('the language of order mails', () => {
  it("writes a German order's confirmation, ticket and cancellation mails in German, an English order's as always", async () => {
    const listingId = await listingOf(api, INSTANT_QR);
    const german = await signedInBuyer(api, 'Greta');
    const english = await signedInBuyer(api, 'Alex');
    const germanId = await payFor(
      api.app,
      german.auth,
      await holdOf(api.app, listingId, 2),
      german.email,
      { cookie: 'reprise_lang=de' },
    );
    const englishId = await payFor(
      api.app,
      english.auth,
      await holdOf(api.app, listingId, 2),
      english.email,
    );
    await api.app.backgroundWork.idle();
    const [germanRow] = await db().select().from(orders).where(eq(orders.id, germanId));
    const [englishRow] = await db().select().from(orders).where(eq(orders.id, englishId));
    expect([germanRow!.language, englishRow!.language]).toEqual(['de', 'en']);
    // The order carried the fan's chosen language to their account too.
    expect(await languageOfBuyer(german.email)).toBe('de');
    expect(await languageOfBuyer(english.email)).toBe('en');

    const g = await orderOf(german.auth, germanId);
    const e = await orderOf(english.auth, englishId);
    const event = e.event.name;
    const germanLink = `http://localhost:3000/mytickets/${germanId}`;
    const englishLink = `http://localhost:3000/mytickets/${englishId}`;

    const [gConfirmed] = await mailsTo(german.email);
    expect(gConfirmed!.subject).toBe(`Reprise-Bestellung ${g.confirmationNumber} bestätigt`);
    expect(gConfirmed!.text).toContain('Deine Bestellung ist bestätigt');
    expect(gConfirmed!.text).toContain('2 Tickets: Block 104, Reihe C, Plätze 9–10');
    expect(gConfirmed!.text).toMatch(/Abgebucht: [\d.]+,\d\d\s£ \(\w+ mit Endziffern 4242\)/);
    expect(gConfirmed!.html).toContain('lang="de"');
    expect(gConfirmed!.html).toContain('Block 104, Reihe C, Plätze 9–10');
    expect(gConfirmed!.html).toContain('Bestellung ansehen');

    const [eConfirmed] = await mailsTo(english.email);
    expect(eConfirmed!.subject).toBe(`Reprise order ${e.confirmationNumber} confirmed`);
    const total = `£${(e.lines.totalMinor / 100).toFixed(2)}`;
    expect(eConfirmed!.text).toBe(
      [
        'Your order is confirmed',
        '',
        'Hi Alex,',
        '',
        `Thank you for your order with Reprise. Confirmation number: ${e.confirmationNumber}.`,
        '',
        `${event}, ${e.event.venueName}`,
        '',
        '2 tickets: Section 104, Row C, Seats 11–12',
        '',
        `Total charged: ${total} (${e.card.brand} ending 4242)`,
        '',
        `Your tickets will be delivered before the event. See your order: ${englishLink}`,
        '',
        `See your order: ${englishLink}`,
        '',
        'Questions? Contact Reprise support with your confirmation number.',
      ].join('\n'),
    );
    expect(eConfirmed!.html).toContain('lang="en"');

    // Instant tickets: the timeline's outbox sends "tickets ready".
    await sendTimelineMails(deliveryContext(api, { ticketsDir: TICKETS, sources: NO_SOURCES }));
    const gReady = (await mailsTo(german.email)).at(-1)!;
    expect(gReady.subject).toBe(`Reprise: Deine Tickets für ${event} sind bereit`);
    expect(gReady.text).toContain('Plätze: Block 104, Reihe C, Plätze 9–10');
    expect(gReady.text).toContain(`Bestellnummer: ${g.confirmationNumber}`);
    expect(gReady.text).toContain(`Deine Tickets ansehen: ${germanLink}`);
    expect(gReady.text).toMatch(/Wann: \S+ \d{1,2}\. \S+ \d{4}, \d\d:\d\d /);
    expect(gReady.text).not.toMatch(/Confirmation number|When:/);
    expect(gReady.html).toContain('lang="de"');
    expect(gReady.html).toContain('Deine Tickets sind bereit');
    const eReady = (await mailsTo(english.email)).at(-1)!;
    expect(eReady.subject).toBe(`Reprise: Your tickets for ${event} are ready`);
    expect(eReady.text).toContain('Seats: Section 104, Row C, Seats 11–12');
    expect(eReady.text).toContain(`Confirmation number: ${e.confirmationNumber}`);
    expect(eReady.text).toMatch(/When: \w{3}, \d{1,2} \w{3} \d{4}, \d\d:\d\d /);

    const cancelled = await post(
      `/api/ops/events/${germanRow!.eventId}/status`,
      { status: 'cancelled', reason: 'The act withdrew' },
      { authorization: `Bearer ${OPERATOR_KEY}` },
    );
    expect(cancelled.json().data).toMatchObject({ state: 'applied', orders: 2 });
    await guaranteePass(guaranteeTestContext(api.db.handle, { smtpUrl: smtp.peer.url }));
    const gCancelled = (await mailsTo(german.email)).at(-1)!;
    expect(gCancelled.subject).toBe(
      `Reprise: ${event} ist abgesagt: Du bekommst den vollen Betrag zurück`,
    );
    for (const part of [gCancelled.text, gCancelled.html]) {
      expect(part).toContain('Die Erstattung erscheint in 1-2 Wochen.');
      expect(part).toContain('Deine Veranstaltung wurde abgesagt');
    }
    expect(gCancelled.text).toMatch(/Erstattung: [\d.]+,\d\d\s£/);
    expect(gCancelled.html).toContain('lang="de"');
    const eCancelled = (await mailsTo(english.email)).at(-1)!;
    expect(eCancelled.subject).toBe(`Reprise: ${event} is cancelled: you get a full refund`);
    expect(eCancelled.text).toContain(
      `We have refunded your order in full (${total}) to the card you paid with. The refund will appear in 1-2 weeks.`,
    );
    expect(eCancelled.text).toContain(`Refund: ${total}`);
  });
});

const NO_SOURCES = { sources: {}, timeoutMs: 2_000, syncIntervalMs: 0 };
