import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import type { NextAction, PaymentFieldsHandle, Tokenized } from './payment-fields';

interface StripePaymentFieldsProps {
  /** STRIPE_PUBLISHABLE_KEY. */
  publishableKey: string;
  amountMinor: number;
  currency: string;
  ref: Ref<PaymentFieldsHandle>;
}

/**
 * Stripe's card entry (ADR 0018): the Payment Element (cards) and the Express Checkout Element
 * (Apple Pay, Google Pay where the browser offers them), in Stripe's own frames. Pay turns what
 * the buyer entered into a ConfirmationToken; the server confirms a manual-capture PaymentIntent
 * with it, and a 3-D Secure request comes back here to stripe.handleNextAction.
 */
export default function StripePaymentFields({
  publishableKey,
  amountMinor,
  currency,
  ref,
}: StripePaymentFieldsProps) {
  const express = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const language = useLanguage();
  const t = useT();

  useEffect(() => {
    let cancelled = false;
    void loadStripe(publishableKey).then((loaded) => {
      if (cancelled || !loaded || !express.current || !card.current) return;
      stripe.current = loaded;
      const group = loaded.elements({
        mode: 'payment',
        amount: amountMinor,
        currency: currency.toLowerCase(),
        captureMethod: 'manual',
        paymentMethodCreation: 'manual',
        // Stripe words its own fields and messages in the page's language.
        locale: language,
      });
      elements.current = group;
      const expressCheckout = group.create('expressCheckout');
      // A wallet's confirmation submits the form: the contact is checked, then the token made.
      expressCheckout.on('confirm', () => card.current?.closest('form')?.requestSubmit());
      expressCheckout.mount(express.current);
      group.create('payment').mount(card.current);
    });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, amountMinor, currency, language]);

  useImperativeHandle(ref, () => ({
    async tokenize(): Promise<Tokenized> {
      const [loaded, group] = [stripe.current, elements.current];
      if (!loaded || !group) return { ok: false };
      setProblem(null);
      // Stripe's elements show their own field messages.
      const submitted = await group.submit();
      if (submitted.error) return { ok: false };
      const made = await loaded.createConfirmationToken({ elements: group });
      if (made.error || !made.confirmationToken) {
        setProblem(made.error?.message ?? t('checkout.cardUnreadable'));
        return { ok: false };
      }
      return { ok: true, token: made.confirmationToken.id };
    },
    async handleAction(nextAction: NextAction) {
      if (!stripe.current || !nextAction.clientSecret) return;
      await stripe.current.handleNextAction({ clientSecret: nextAction.clientSecret });
    },
  }));

  return (
    <div className="grid gap-4">
      <div ref={express} />
      <div ref={card} />
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
