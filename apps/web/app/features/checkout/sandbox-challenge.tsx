import { FRAME_MESSAGE } from '@reprise/domain/payments/sandbox-frame-messages';
import { useEffect, useRef } from 'react';

interface SandboxChallengeProps {
  /** The sandbox bank's challenge page for this payment. */
  url: string;
  authorizationId: string;
  /** The buyer answered (Complete or Fail): the page asks the API for the outcome. */
  onAnswered: () => void;
}

/**
 * The bank's 3-D Secure challenge in a frame on the checkout page; focus moves to its heading so
 * a screen reader hears what is asked. The hold is kept meanwhile (use-checkout-hold.ts).
 */
export function SandboxChallenge({ url, authorizationId, onAnswered }: SandboxChallengeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const answered = useRef(onAnswered);
  answered.current = onAnswered;

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string; authorizationId?: string } | null;
      if (data?.type === FRAME_MESSAGE.challengeDone && data.authorizationId === authorizationId) {
        answered.current();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [authorizationId]);

  return (
    <section
      aria-labelledby="challenge-heading"
      className="grid gap-3 rounded-lg border border-slate-300 p-4"
    >
      <h3 id="challenge-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Confirm the payment with your bank
      </h3>
      <p>Your tickets stay reserved while you confirm, until the timer runs out.</p>
      <iframe
        ref={frame}
        src={url}
        title="Your bank's confirmation"
        className="h-56 w-full border-0"
      />
    </section>
  );
}
