import { withCountryPrefix } from '@reprise/domain/country';
import { displayEventTitle } from '@reprise/domain/event-title';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import type { PaymentConfig } from '@reprise/domain/schemas/payments';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { buttonClass } from '../../ui/button';
import { openAuthDialog } from '../account/auth-dialog-store';
import { useSessionUser } from '../account/use-session';
import { EventDate } from '../events/event-date';
import { venueLocation } from '../events/venue-location';
import { validatePromoCode } from './checkout-api';
import { CheckoutCountdown } from './checkout-countdown';
import { CheckoutPageHeader } from './checkout-page-header';
import type { ContactInput, PaymentInput, Quote } from './checkout-types';
import { HeldTickets } from './held-tickets';
import { HoldChallenge } from './hold-challenge';
import { OrderFailure } from './order-failure';
import { PayForm, type ServerFieldErrors } from './pay-form';
import type { NextAction, PaymentFieldsHandle } from './payment-fields';
import { PriceSummary } from './price-summary';
import { PromoCodeForm } from './promo-code-form';
import { SandboxCardFrame } from './sandbox-card-frame';
import { SandboxChallenge } from './sandbox-challenge';
import { TicketDeliveryForm } from './ticket-delivery-form';
import { type HoldState, useCheckoutHold } from './use-checkout-hold';
import { usePayment } from './use-payment';

// The Checkout Expired dialog (and Radix with it) loads when the time is up, not with the page.
const CheckoutExpiredDialog = lazy(() => import('./checkout-expired-dialog'));
// Stripe's browser library loads only where Stripe is the provider.
const StripePaymentFields = lazy(() => import('./stripe-payment-fields'));

export interface CheckoutPageProps {
  event: EventSummary;
  /** The event page, country prefix included. */
  eventHref: string;
  countryCode: string | null;
  listingId: number | null;
  quantity: number | null;
  /** The signed-in buyer's contact details (null when signed out). */
  contact: ContactInput | null;
  /** The payment provider's card entry: the sandbox's frame or Stripe's elements. */
  payments: PaymentConfig;
  /** Reloads the page (OK or closing the Checkout Expired dialog); tests pass their own. */
  reload?: () => void;
}

/**
 * The checkout page (ADR 0011): its checkoutPageHeader with the hold's countdown, the held
 * tickets, the promo code, every price line, and the pay form; the Checkout Expired dialog when
 * the time is up; order failure guidance when a payment does not go through.
 */
export function CheckoutPage({
  event,
  eventHref,
  countryCode,
  listingId,
  quantity,
  contact,
  payments,
  reload = () => window.location.reload(),
}: CheckoutPageProps) {
  const title = displayEventTitle(event.name);
  const t = useT();
  const format = useLocaleFormat();
  const user = useSessionUser();
  const navigate = useNavigate();
  const holding = useCheckoutHold({ listingId, quantity });
  const payment = usePayment();
  const [expired, setExpired] = useState(false);
  const [promo, setPromo] = useState<{ code: string; quote: Quote } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [seatsGone, setSeatsGone] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const fields = useRef<PaymentFieldsHandle>(null);
  // The bank asked the buyer to confirm; the payment goes on with the same token and contact.
  const [confirming, setConfirming] = useState<{
    nextAction: NextAction;
    input: PaymentInput;
  } | null>(null);
  const { state } = holding;
  const hold = state.kind === 'held' ? state.hold : null;
  const quote = promo?.quote ?? hold?.quote ?? null;

  // A sign-in on this page: the quote may now carry the first-order discount.
  const seenUser = useRef(user?.id ?? null);
  useEffect(() => {
    const id = user?.id ?? null;
    if (id === seenUser.current) return;
    seenUser.current = id;
    void holding.refresh();
    setPromo(null);
  }, [user?.id, holding.refresh]);

  function onExpire() {
    holding.expire();
    setExpired(true);
  }

  async function applyPromo(code: string) {
    const sessionId = holding.sessionId();
    if (!hold || !sessionId) return;
    const answer = await validatePromoCode(browserApi(), { code, holdId: hold.id, sessionId });
    setPromo({ code: answer.promoData.code, quote: answer.quote });
  }

  async function pay(payer: ContactInput) {
    const sessionId = holding.sessionId();
    if (!hold || !sessionId) return;
    setFailure(null);
    if (!user) {
      openAuthDialog({ kind: 'signIn' });
      return;
    }
    const tokenized = await fields.current?.tokenize();
    if (!tokenized?.ok) return;
    await submit({
      holdId: hold.id,
      sessionId,
      ...(promo ? { promoCode: promo.code } : {}),
      paymentToken: tokenized.token,
      contact: {
        ...payer,
        phone_number: payer.phone_number || undefined,
      },
    });
  }

  /** The bank's confirmation was answered: pay again with that authorization. */
  async function confirmed() {
    if (!confirming) return;
    const { input, nextAction } = confirming;
    setConfirming(null);
    await submit({ ...input, authorizationId: nextAction.authorizationId });
  }

  async function submit(input: PaymentInput) {
    holding.setPaying(true);
    const outcome = await payment.pay(input);
    if (outcome.kind !== 'action') holding.setPaying(false);
    switch (outcome.kind) {
      case 'paid':
        holding.settle();
        navigate(withCountryPrefix(`/mytickets/${outcome.orderId}`, countryCode));
        return;
      case 'action':
        if (outcome.nextAction.url) {
          setConfirming({ nextAction: outcome.nextAction, input });
          return;
        }
        // Stripe's own confirmation (its frame over the page), then the outcome from the API.
        await fields.current?.handleAction?.(outcome.nextAction);
        await submit({ ...input, authorizationId: outcome.nextAction.authorizationId });
        return;
      case 'failed':
        setFailure(outcome.reason);
        return;
      case 'fields':
        setServerErrors(outcome.errors);
        return;
      case 'holdExpired':
        holding.markEnded();
        setExpired(true);
        return;
      case 'seatsGone':
        holding.markEnded();
        setSeatsGone(outcome.message);
        return;
      case 'signIn':
        openAuthDialog({ kind: 'signIn' });
        return;
    }
  }

  return (
    <>
      <CheckoutPageHeader
        countryCode={countryCode}
        countdown={
          hold && !seatsGone ? (
            <CheckoutCountdown
              expiresAt={hold.expiresAt}
              skewMs={state.kind === 'held' ? state.skewMs : 0}
              processing={payment.processing}
              onExpire={onExpire}
            />
          ) : null
        }
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('checkout.title')}</h1>
        <p className="mt-2 text-lg font-semibold">
          <Link to={eventHref} className="underline underline-offset-2 hover:no-underline">
            {title}
          </Link>
        </p>
        <p className="text-slate-700">
          <EventDate startsAt={event.startsAt} timezone={event.timezone} />
        </p>
        <p className="text-slate-700">{venueLocation(event)}</p>

        {seatsGone ? (
          <BackToEvent message={seatsGone} eventHref={eventHref} title={title} />
        ) : (
          <HoldBody
            state={state}
            eventHref={eventHref}
            title={title}
            onChallengeSolved={holding.solveChallenge}
            held={
              hold && quote ? (
                <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
                  <div className="grid content-start gap-6">
                    <HeldTickets hold={hold} />
                    <TicketDeliveryForm hold={hold} sessionOf={holding.sessionId} />
                    <PromoCodeForm
                      applied={promo?.code ?? null}
                      onApply={applyPromo}
                      onRemove={() => setPromo(null)}
                      onOtherFailure={() => {
                        holding.markEnded();
                        setExpired(true);
                      }}
                    />
                    {quote.firstOrderDiscount ? (
                      <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
                        {t('checkout.firstOrderApplied')}
                      </p>
                    ) : null}
                    <section aria-labelledby="pay-heading" className="grid gap-4">
                      <h2 id="pay-heading" className="text-2xl font-bold">
                        {t('checkout.pay')}
                      </h2>
                      {user ? null : <SignInToPay />}
                      {failure ? <OrderFailure reason={failure} eventHref={eventHref} /> : null}
                      {confirming?.nextAction.url ? (
                        <SandboxChallenge
                          url={confirming.nextAction.url}
                          authorizationId={confirming.nextAction.authorizationId}
                          onAnswered={() => void confirmed()}
                        />
                      ) : null}
                      <PayForm
                        paymentFields={
                          payments.provider === 'stripe' ? (
                            <Suspense fallback={<p>{t('checkout.loadingCard')}</p>}>
                              <StripePaymentFields
                                ref={fields}
                                publishableKey={payments.publishableKey}
                                amountMinor={quote.totalMinor}
                                currency={quote.currency}
                              />
                            </Suspense>
                          ) : (
                            <SandboxCardFrame ref={fields} src={payments.cardFramePath} />
                          )
                        }
                        contactDefaults={contact}
                        payLabel={t('checkout.payAmount', {
                          amount: format.amount(quote.totalMinor, quote.currency),
                        })}
                        processing={payment.processing || confirming !== null}
                        serverErrors={serverErrors}
                        onPay={pay}
                        onEdit={(field) =>
                          setServerErrors((current) =>
                            current[field] ? { ...current, [field]: undefined } : current,
                          )
                        }
                      />
                    </section>
                  </div>
                  <div className="lg:sticky lg:top-4 lg:self-start">
                    <PriceSummary quote={quote} />
                  </div>
                </div>
              ) : null
            }
          />
        )}
      </main>
      {expired ? (
        <Suspense fallback={null}>
          <CheckoutExpiredDialog open onDone={reload} />
        </Suspense>
      ) : null}
    </>
  );
}

function SignInToPay() {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <p className="flex-1">{t('checkout.signInToPayText')}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={() => openAuthDialog({ kind: 'signIn' })}
      >
        {t('checkout.signInToPay')}
      </button>
    </div>
  );
}

function BackToEvent({
  message,
  eventHref,
  title,
}: {
  message: string;
  eventHref: string;
  title: string;
}) {
  const t = useT();
  return (
    <div role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">{message}</p>
      <Link to={eventHref} className={buttonClass('primary', 'mt-3')}>
        {t('checkout.backTo', { title })}
      </Link>
    </div>
  );
}

function HoldBody({
  state,
  eventHref,
  title,
  onChallengeSolved,
  held,
}: {
  state: HoldState;
  eventHref: string;
  title: string;
  onChallengeSolved: (payload: string) => void;
  held: ReactNode;
}) {
  const t = useT();
  if (state.kind === 'holding') {
    return (
      <p role="status" className="mt-6 text-lg">
        {t('checkout.reserving')}
      </p>
    );
  }
  if (state.kind === 'challenge') {
    return <HoldChallenge message={state.message} onSolved={onChallengeSolved} />;
  }
  if (state.kind === 'failed') {
    return <BackToEvent message={state.message} eventHref={eventHref} title={title} />;
  }
  return <>{held}</>;
}
