import type { AuthDialog } from './auth-dialog-store';

/** What every account dialog gets from the host. */
export interface AuthDialogProps {
  open: boolean;
  /** Closes this dialog (and with it every account dialog). */
  onClose: () => void;
  /** Opens another account dialog in this one's place (mutually exclusive). */
  switchTo: (dialog: AuthDialog) => void;
  /** After a successful sign-in: refresh the session state, run the pending action, close. */
  onSignedIn: () => Promise<void>;
  /** The control that opened the first account dialog, where focus returns at the end. */
  returnFocusTo: HTMLElement | null;
}
