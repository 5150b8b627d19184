import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, browserApi } from '../../lib/api-client';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { createHold, fetchHold, releaseHold } from './checkout-api';
import type { Hold } from './checkout-types';
import { clockSkewMs } from './countdown-clock';
import {
  clearHoldSessionId,
  holdSessionId,
  releaseListingsOnLeave,
  sendListingRelease,
} from './hold-session';

/** Where the hold of this checkout stands. */
export type HoldState =
  | { kind: 'holding' }
  | { kind: 'held'; hold: Hold; skewMs: number }
  // The API asks this client to solve a proof-of-work challenge (or sign in) first (ADR 0017).
  | { kind: 'challenge'; message: string }
  | { kind: 'failed'; code: string; message: string };

// The API's answers that a solved challenge (a new one, for CHALLENGE_INVALID) would turn around.
const CHALLENGE_CODES = new Set(['CHALLENGE_REQUIRED', 'CHALLENGE_INVALID']);

interface HoldRequest {
  listingId: number | null;
  quantity: number | null;
}

/**
 * The seats held for this checkout (ADR 0011). The hold is made from the browser once the page
 * is up, with this tab's hold session id; it is released (beacon) when the buyer leaves checkout
 * or the page is hidden, and the stored session id emptied; made again when the page is shown
 * again. While a payment is under way (a bank's 3-D Secure confirmation, ADR 0018) nothing is
 * released: the seats stay until the payment ends or the hold's own time runs out. The server's expires_at, corrected for clock skew, drives the countdown.
 */
export function useCheckoutHold({ listingId, quantity }: HoldRequest) {
  // The page's words, read when an answer lands: the hold is not asked for again on a re-render.
  const words = useRef({ t: useT(), language: useLanguage() });
  words.current = { t: useT(), language: useLanguage() };
  const [state, setState] = useState<HoldState>({ kind: 'holding' });
  // Each request gets a number; an answer for an older one is released, not shown.
  const generation = useRef(0);
  // The session the current (or pending) hold belongs to; null when nothing is held.
  const session = useRef<string | null>(null);
  // Paid or expired: nothing to release on leaving, nothing to hold again.
  const ended = useRef(false);
  const holdId = useRef<number | null>(null);
  // The API asked for a challenge: a sign-in (refresh) holds again, signed in.
  const challenged = useRef(false);
  // A payment is under way (the bank's confirmation may take the buyer to another app): hiding
  // the page must not let the seats go. The hold still ends by its own clock.
  const paying = useRef(false);

  const acquire = useCallback(
    async (challenge?: string) => {
      if (listingId === null || quantity === null) {
        setState({
          kind: 'failed',
          code: 'NO_LISTING',
          message: words.current.t('checkout.noListing'),
        });
        return;
      }
      const mine = ++generation.current;
      challenged.current = false;
      const sessionId = holdSessionId();
      session.current = sessionId;
      setState({ kind: 'holding' });
      try {
        const hold = await createHold(browserApi(), { listingId, quantity, sessionId, challenge });
        if (mine !== generation.current) {
          // The buyer left (or hid the page) while the hold was being made: let it go again.
          sendListingRelease([hold.listingId], sessionId);
          return;
        }
        holdId.current = hold.id;
        setState({ kind: 'held', hold, skewMs: clockSkewMs(hold.serverNow, Date.now()) });
      } catch (error) {
        if (mine !== generation.current) return;
        session.current = null;
        if (error instanceof ApiRequestError && CHALLENGE_CODES.has(error.code)) {
          challenged.current = true;
          const { t, language } = words.current;
          setState({ kind: 'challenge', message: apiErrorText(t, language, error) });
          return;
        }
        setState({
          kind: 'failed',
          code: error instanceof ApiRequestError ? error.code : 'UNREACHABLE',
          message: apiErrorText(
            words.current.t,
            words.current.language,
            error,
            'checkout.holdFailed',
          ),
        });
      }
    },
    [listingId, quantity],
  );

  /**
   * Lets the seats go as the buyer leaves (or hides the page); safe to call twice. Hiding the page
   * during a payment keeps them; leaving checkout (`leaving`) never does.
   */
  const leave = useCallback(
    (leaving = false) => {
      if (paying.current && !leaving) return;
      generation.current += 1;
      const sessionId = session.current;
      session.current = null;
      holdId.current = null;
      if (ended.current || sessionId === null || listingId === null) return;
      releaseListingsOnLeave([listingId], sessionId);
    },
    [listingId],
  );

  useEffect(() => {
    void acquire();
    const onPageHide = () => leave();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else if (!ended.current && session.current === null) void acquire();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      leave(true);
    };
  }, [acquire, leave]);

  /** The countdown reached 00:00: release the hold by its id with the session id. */
  const expire = useCallback(() => {
    const sessionId = session.current;
    const id = holdId.current;
    ended.current = true;
    if (sessionId && id !== null) {
      releaseHold(browserApi(), [id], sessionId).catch(() => {
        // The hold has ended on the server's clock anyway.
      });
    }
  }, []);

  /** The server said the hold ended (HOLD_EXPIRED): nothing left to release. */
  const markEnded = useCallback(() => {
    ended.current = true;
  }, []);

  /** The order is paid: the hold became the order; the next checkout starts a new session. */
  const settle = useCallback(() => {
    ended.current = true;
    clearHoldSessionId();
  }, []);

  /** A payment started or ended: while it runs, hiding the page keeps the hold. */
  const setPaying = useCallback((inProgress: boolean) => {
    paying.current = inProgress;
  }, []);

  /** The buyer solved the challenge: hold again, with the widget's solution. */
  const solveChallenge = useCallback(
    (payload: string) => {
      void acquire(payload);
    },
    [acquire],
  );

  /**
   * Loads the hold again (its quote changes when the buyer signs in: first-order discount); holds
   * again when the API had asked for a challenge, since a signed-in buyer is not asked.
   */
  const refresh = useCallback(async () => {
    if (challenged.current) {
      void acquire();
      return;
    }
    const sessionId = session.current;
    const id = holdId.current;
    if (!sessionId || id === null) return;
    try {
      const hold = await fetchHold(browserApi(), id, sessionId);
      if (holdId.current !== hold.id) return;
      setState({ kind: 'held', hold, skewMs: clockSkewMs(hold.serverNow, Date.now()) });
    } catch {
      // Keep the quote shown; the server prices the order again when paying anyway.
    }
  }, [acquire]);

  return {
    state,
    sessionId: () => session.current,
    expire,
    markEnded,
    settle,
    refresh,
    solveChallenge,
    setPaying,
  };
}
