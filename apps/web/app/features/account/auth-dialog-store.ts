import { createExternalStore } from '../../lib/external-store';

/** The account dialogs; at most one is open at a time. */
export type AuthDialog =
  | { kind: 'signIn' }
  | { kind: 'register' }
  | { kind: 'signUpEmail' }
  | {
      kind: 'forgotPassword';
      /** 'change': a signed-in buyer asking from the account page (email prefilled, disabled). */
      emailType: 'forgot' | 'change';
      email?: string;
    }
  | { kind: 'changePassword'; email?: string }
  | { kind: 'accountCreated'; email: string; firstOrder: boolean }
  | { kind: 'firstOrder' };

/** Which dialog a kind is. */
export type AuthDialogKind = AuthDialog['kind'];

export interface AuthDialogState {
  dialog: AuthDialog | null;
  /** Runs once after a sign-in from the dialog (e.g. save the favourite that asked for it). */
  afterSignIn: (() => void) | null;
  /** Where focus goes when the last dialog closes: the control that opened the first one. */
  opener: HTMLElement | null;
}

const CLOSED: AuthDialogState = { dialog: null, afterSignIn: null, opener: null };
// Nothing is open during server rendering.
const store = createExternalStore(CLOSED);

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Opens an account dialog, closing whichever was open (mutually exclusive). Moving from one
 * dialog to the next keeps the first opener, so focus returns there when the last one closes.
 */
export function openAuthDialog(dialog: AuthDialog, options: { afterSignIn?: () => void } = {}) {
  const state = store.get();
  store.set({
    dialog,
    afterSignIn: options.afterSignIn ?? (state.dialog ? state.afterSignIn : null),
    opener: state.dialog ? state.opener : activeElement(),
  });
}

/** Closes the open account dialog, if any. */
export function closeAuthDialog() {
  const state = store.get();
  if (state.dialog) store.set({ ...CLOSED, opener: state.opener });
}

/** Takes the pending after-sign-in action (it runs once). */
export function takeAfterSignIn(): (() => void) | null {
  const state = store.get();
  // Nothing on screen shows the pending action: taking it re-renders nobody.
  store.setQuietly({ ...state, afterSignIn: null });
  return state.afterSignIn;
}

/** The open account dialog, re-rendering on change; nothing is open during server rendering. */
export function useAuthDialog(): AuthDialogState {
  return store.useValue();
}
