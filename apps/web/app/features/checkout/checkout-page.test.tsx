import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  cleanUpAfterEachAccountTest,
  fakeApi,
  renderWithAccount,
  session,
  typeInto,
} from '../account/account-test-support';
import { CheckoutPage } from './checkout-page';
// Loaded up front: the page loads it when the time is up.
import './checkout-expired-dialog';
import { ORDER_FAILURE_GUIDANCE } from '@reprise/domain/content/help-texts';
import en from '../../../messages/en.json';
import { TEST_EVENT, testHold, testOrder, testQuote } from './checkout-test-data';
import { HOLD_CHALLENGE_URL } from './hold-challenge';

const PROMO_EMPTY = en['promo.empty'];
const EXPIRED_TITLE = en['checkout.expiredTitle'];
const EXPIRED_TEXT = en['checkout.expiredText'];
const HOLD_CHALLENGE_TITLE = en['challenge.title'];

import { cardFrameAnswers, challengeFrame } from './sandbox-frame-double';

const TOKEN = 'tok_sandbox_approve_visa_4242_0123456789abcdef';

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Byron',
  email: 'ada@example.com',
  phone_number: '',
};

function renderCheckout(reload = vi.fn()) {
  renderWithAccount(
    <CheckoutPage
      event={TEST_EVENT}
      eventHref={TEST_EVENT.path}
      countryCode={null}
      listingId={11}
      quantity={2}
      contact={session.user ? CONTACT : null}
      payments={{ provider: 'sandbox', cardFramePath: '/api/payments/sandbox/card-frame' }}
      reload={reload}
    />,
  );
  return reload;
}

let beacon = vi.fn((_url: string, _body: string) => true);

describe('the checkout page', () => {
  beforeEach(() => {
    // Leaving the page sends a beacon; happy-dom would really send it.
    beacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  });
  cleanUpAfterEachAccountTest();

  describe('its hold', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });

    it('holds the tickets with this tab’s session id and opens Checkout Expired at 00:00', async () => {
      const api = fakeApi({
        '/api/holds': () => [201, { data: testHold(3_000) }],
        '/api/releaseHold': () => [200, { data: { released: 1 } }],
      });
      const reload = renderCheckout();
      await screen.findByRole('timer');
      const [holdCall] = api.callsTo('/api/holds');
      expect(holdCall?.body).toMatchObject({ listingId: 11, quantity: 2 });
      expect(holdCall?.body?.sessionId).toBe(sessionStorage.getItem('sessionIdForHold'));
      expect(screen.getByRole('timer').textContent).toMatch(/^Tickets Reserved For:00:0[23]$/);

      await act(async () => {
        vi.advanceTimersByTime(3_700);
      });
      const dialog = await screen.findByRole('dialog', { name: EXPIRED_TITLE });
      expect(within(dialog).getByText(EXPIRED_TEXT)).toBeTruthy();
      expect(screen.getByRole('timer', { hidden: true }).textContent).toBe('Time Expired:00:00');
      expect(api.callsTo('/api/releaseHold')[0]?.body).toMatchObject({
        ids: [7],
        sessionId: holdCall?.body?.sessionId,
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('releases the hold and empties the session id when the buyer leaves', async () => {
      const api = fakeApi({
        '/api/holds': () => [201, { data: testHold(600_000) }],
        '/api/resetListingStatus': () => [200, { data: { released: 1 } }],
      });
      renderCheckout();
      await screen.findByRole('timer');
      const sessionId = sessionStorage.getItem('sessionIdForHold');
      expect(beacon).not.toHaveBeenCalled();
      cleanup();
      expect(beacon).toHaveBeenCalledTimes(1);
      const [url, body] = beacon.mock.calls[0]!;
      expect(url).toBe('/api/resetListingStatus');
      expect(JSON.parse(body)).toEqual({ ids: [11], sessionId });
      expect(sessionStorage.getItem('sessionIdForHold')).toBeNull();
      expect(api.callsTo('/api/resetListingStatus')).toEqual([]);
    });

    it('shows the check when the API asks for one, and holds again with its solution', async () => {
      const asked = "Please confirm you're a person to hold these too, or sign in.";
      let tries = 0;
      const api = fakeApi({
        '/api/holds': () =>
          ++tries === 1
            ? [403, { code: 'CHALLENGE_REQUIRED', message: asked }]
            : [201, { data: testHold(60_000) }],
      });
      renderCheckout();
      const check = await screen.findByRole('region', { name: HOLD_CHALLENGE_TITLE });
      expect(check.textContent).toContain(asked);
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('heading', { name: HOLD_CHALLENGE_TITLE }),
        ),
      );
      expect(within(check).getByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(screen.queryByRole('timer')).toBeNull();
      // The widget's code is fetched only now, and it is pointed at our own challenge.
      const widget = await waitFor(() => {
        const found = check.querySelector('altcha-widget');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(widget.getAttribute('challenge')).toBe(HOLD_CHALLENGE_URL);

      await act(async () => {
        widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'c29sdmVk' } }));
      });
      await screen.findByRole('timer');
      const [first, second] = api.callsTo('/api/holds');
      expect(first?.body).not.toHaveProperty('challenge');
      expect(second?.body).toMatchObject({
        listingId: 11,
        quantity: 2,
        sessionId: first?.body?.sessionId,
        challenge: 'c29sdmVk',
      });
      expect(screen.queryByRole('region', { name: HOLD_CHALLENGE_TITLE })).toBeNull();
    });

    it('says the seats were taken, with a link back to the event', async () => {
      fakeApi({
        '/api/holds': () => [
          409,
          {
            code: 'SEATS_UNAVAILABLE',
            message: 'Sorry, these tickets were just taken. Please pick other tickets.',
          },
        ],
      });
      renderCheckout();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        'Sorry, these tickets were just taken. Please pick other tickets.',
      );
      expect(
        within(alert).getByRole('link', { name: 'Back to Arsenal v Chelsea tickets' }),
      ).toBeTruthy();
      expect(screen.queryByRole('timer')).toBeNull();
    });
  });

  it('shows every price line and the currency charged, and each promo message by the field', async () => {
    const messages: Record<string, [string, string]> = {
      NOPE: ['PROMO_NOT_FOUND', "We don't recognise that promo code."],
      OLDCODE: ['PROMO_EXPIRED', 'This promo code has expired.'],
      SOLDOUT: ['PROMO_USED_UP', 'This promo code has been fully used.'],
      THEATRE20: ['PROMO_NOT_APPLICABLE', "This promo code can't be used for these tickets."],
    };
    fakeApi({
      '/api/holds': () => [201, { data: testHold(600_000) }],
      '/api/validatePromoCode': (body) => {
        const code = String(body?.code);
        const known = messages[code];
        if (known) return [400, { code: known[0], message: known[1], field: 'code' }];
        const promoData = {
          code,
          promo_amount_type: 'PERCENTAGE' as const,
          discount_percentage: 10,
          converted_discount: null,
        };
        return [
          200,
          {
            data: {
              promoData,
              quote: testQuote({ promoMinor: 960, totalMinor: 9_600, promo: promoData }),
            },
          },
        ];
      },
    });
    renderCheckout();
    const price = await screen.findByRole('region', { name: 'Price' });
    const text = () => price.textContent ?? '';
    expect(text()).toContain('2 tickets × £40.00£80.00');
    expect(text()).toContain('Fees£16.00');
    expect(text()).toContain('Tax£9.60');
    expect(text()).toContain('Total£105.60');
    expect(text()).toContain('You will be charged in GBP');

    const field = screen.getByLabelText('Promo code');
    const apply = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(apply);
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      PROMO_EMPTY,
    );
    for (const [code, [, message]] of Object.entries(messages)) {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.click(apply);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      await waitFor(() =>
        expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
          message,
        ),
      );
    }
    fireEvent.change(field, { target: { value: 'REPRISE10' } });
    fireEvent.click(apply);
    await screen.findByText('Promo code REPRISE10 applied.');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(text()).toContain('Promo code REPRISE10−£9.60');
    expect(text()).toContain('Total£96.00');
  });

  it('shows the first-order discount line when the quote says so', async () => {
    fakeApi({
      '/api/holds': () => [
        201,
        {
          data: testHold(600_000, {
            quote: testQuote({ promoMinor: 960, totalMinor: 9_600, firstOrderDiscount: true }),
          }),
        },
      ],
    });
    renderCheckout();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(price.textContent).toContain('First-order discount (10%)−£9.60');
  });

  it('checks the contact field by field, shows the card frame, and asks a signed-out buyer to sign in', async () => {
    const api = fakeApi({
      '/api/holds': () => [201, { data: testHold(600_000) }],
      '/api/auth/providers': () => [200, { data: { google: false, facebook: false } }],
    });
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Payment' });
    // Card entry is the provider's frame: no card field on this page.
    const frame = within(form).getByTitle('Card details');
    expect(frame.getAttribute('src')).toBe('/api/payments/sandbox/card-frame?lang=en');
    expect(within(form).queryByLabelText('Card number')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Pay £105.60' }));
    expect(within(form).getByText('First name is required')).toBeTruthy();
    expect(within(form).getByText('Last name is required')).toBeTruthy();
    expect(within(form).getByText('Email is required')).toBeTruthy();
    // The first wrong field gets focus.
    expect(document.activeElement).toBe(within(form).getByLabelText('First name'));
    typeInto(form, 'Email', 'ada@');
    expect(within(form).getByText('Must be a valid email')).toBeTruthy();

    typeInto(form, 'First name', 'Ada');
    typeInto(form, 'Last name', 'Byron');
    typeInto(form, 'Email', 'ada@example.com');
    expect(within(form).queryAllByText(/./, { selector: 'p.text-red-700' })).toEqual([]);
    // Signed out: Pay opens Sign in and pays nothing; the hold stays.
    fireEvent.click(within(form).getByRole('button', { name: 'Pay £105.60' }));
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(api.callsTo('/api/setpaymentProcess')).toEqual([]);
    expect(screen.getByRole('timer', { hidden: true })).toBeTruthy();
  });

  it('pays with a fresh Idempotency-Key per attempt and shows the guidance on a decline', async () => {
    session.user = ADA;
    const keys: string[] = [];
    const api = fakeApi({
      '/api/holds': () => [201, { data: testHold(600_000) }],
      '/api/setpaymentProcess': () => [
        200,
        {
          data: {
            responseData: {
              status: 'declined',
              paymentResponseCode: 200,
              orderId: null,
              message: 'Your card was declined.',
            },
          },
        },
      ],
    });
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
      const key = (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
      if (key) keys.push(key);
      return original(path, init);
    });
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Payment' });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    cardFrameAnswers('tok_sandbox_decline_visa_0002_0123456789abcdef');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      fireEvent.click(within(form).getByRole('button', { name: 'Pay £105.60' }));
      const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
      expect(alert.textContent).toContain("Your payment didn't go through");
      expect(alert.textContent).toContain('Your card was declined.');
      for (const step of ORDER_FAILURE_GUIDANCE) expect(alert.textContent).toContain(step);
      // The summary is where the buyer's focus goes, wherever Pay was pressed.
      await waitFor(() => expect(document.activeElement).toBe(alert));
      await waitFor(() =>
        expect(within(form).getByRole('button', { name: 'Pay £105.60' })).toBeTruthy(),
      );
    }
    const body = api.callsTo('/api/setpaymentProcess')[0]?.body;
    expect(body).toMatchObject({
      holdId: 7,
      paymentToken: 'tok_sandbox_decline_visa_0002_0123456789abcdef',
      contact: { email: 'ada@example.com', first_name: 'Ada' },
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(JSON.stringify(body)).not.toContain('card_number');
    // The hold is kept while it lasts.
    expect(screen.getByRole('timer').textContent).toMatch(/^Tickets Reserved For:/);
  });

  describe('a signed-in buyer paying', () => {
    async function payWith(answer: [number, unknown]) {
      session.user = ADA;
      const api = fakeApi({
        '/api/holds': () => [201, { data: testHold(600_000) }],
        '/api/setpaymentProcess': () => answer,
        '/api/order/order-tickets/31': () => [200, { data: testOrder() }],
      });
      renderCheckout();
      const form = await screen.findByRole('form', { name: 'Payment' });
      cardFrameAnswers(TOKEN);
      fireEvent.click(within(form).getByRole('button', { name: 'Pay £105.60' }));
      return { api, form };
    }

    it('fetches the order and goes to it under My Tickets when the payment is approved', async () => {
      const { api } = await payWith([
        200,
        {
          data: {
            responseData: {
              status: 'success',
              paymentResponseCode: 100,
              orderId: 31,
              message: 'Approved',
            },
          },
        },
      ]);
      await waitFor(() => expect(api.callsTo('/api/order/order-tickets/31')).toHaveLength(1));
      const paidSession = api.callsTo('/api/setpaymentProcess')[0]?.body?.sessionId;
      expect(paidSession).toBe(api.callsTo('/api/holds')[0]?.body?.sessionId);
      // The hold is now the order's: leaving checkout does not release it.
      cleanup();
      const released = beacon.mock.calls.map(([, body]) => JSON.parse(body).sessionId);
      expect(released).not.toContain(paidSession);
    });

    it('opens Checkout Expired when the server says the hold ended', async () => {
      await payWith([
        409,
        {
          code: 'HOLD_EXPIRED',
          message: 'Your hold on these tickets has ended. Please pick your tickets again.',
        },
      ]);
      await screen.findByRole('dialog', { name: EXPIRED_TITLE });
    });

    it('says the seats were taken, with a link back to the event', async () => {
      await payWith([
        409,
        {
          code: 'SEATS_UNAVAILABLE',
          message: 'Sorry, these tickets were just taken. Please pick other tickets.',
        },
      ]);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Sorry, these tickets were just taken.');
      expect(within(alert).getByRole('link', { name: /^Back to Arsenal v Chelsea/ })).toBeTruthy();
    });

    it("shows the server's message under the contact field it names", async () => {
      const { form } = await payWith([
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'email must be a valid email address',
          field: 'contact.email',
        },
      ]);
      await within(form).findByText('email must be a valid email address');
      expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    });

    it('walks the bank’s challenge, keeps the hold while the page is hidden, then pays with it', async () => {
      session.user = ADA;
      const answers = [
        {
          status: 'requires_action',
          paymentResponseCode: 202,
          orderId: null,
          message: 'Your bank asks you to confirm this payment.',
          nextAction: {
            authorizationId: 'sbx_pay_1',
            url: '/api/payments/sandbox/challenge/sbx_pay_1',
          },
        },
        { status: 'success', paymentResponseCode: 100, orderId: 31, message: 'Approved' },
      ];
      const api = fakeApi({
        '/api/holds': () => [201, { data: testHold(600_000) }],
        '/api/setpaymentProcess': () => [200, { data: { responseData: answers.shift() } }],
        '/api/order/order-tickets/31': () => [200, { data: testOrder() }],
      });
      renderCheckout();
      const form = await screen.findByRole('form', { name: 'Payment' });
      cardFrameAnswers(TOKEN);
      fireEvent.click(within(form).getByRole('button', { name: 'Pay £105.60' }));
      const challenge = await screen.findByRole('region', {
        name: 'Confirm the payment with your bank',
      });
      expect(within(challenge).getByTitle("Your bank's confirmation").getAttribute('src')).toBe(
        '/api/payments/sandbox/challenge/sbx_pay_1?lang=en',
      );
      // The buyer switches to the bank's app: the seats are not let go.
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon).not.toHaveBeenCalled();
      expect(api.callsTo('/api/holds')).toHaveLength(1);

      const bank = challengeFrame();
      act(() => bank.answered('sbx_pay_1'));
      await waitFor(() => expect(api.callsTo('/api/order/order-tickets/31')).toHaveLength(1));
      const [first, second] = api.callsTo('/api/setpaymentProcess');
      expect(first?.body).toMatchObject({ holdId: 7, paymentToken: TOKEN });
      expect(first?.body?.authorizationId).toBeUndefined();
      expect(second?.body).toMatchObject({
        holdId: 7,
        paymentToken: TOKEN,
        authorizationId: 'sbx_pay_1',
      });
    });
  });
});
