import { useSyncExternalStore } from 'react';

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
let state: AuthDialogState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

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
  set({
    dialog,
    afterSignIn: options.afterSignIn ?? (state.dialog ? state.afterSignIn : null),
    opener: state.dialog ? state.opener : activeElement(),
  });
}

/** Closes the open account dialog, if any. */
export function closeAuthDialog() {
  if (state.dialog) set({ ...CLOSED, opener: state.opener });
}

/** Takes the pending after-sign-in action (it runs once). */
export function takeAfterSignIn(): (() => void) | null {
  const action = state.afterSignIn;
  state = { ...state, afterSignIn: null };
  return action;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;
const serverSnapshot = () => CLOSED;

/** The open account dialog, re-rendering on change; nothing is open during server rendering. */
export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
