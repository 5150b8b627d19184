import { Button } from '../../ui/button';
import { AccountDialog, SignInInstead } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { SocialButtons } from './social-buttons';

/** The Register chooser: sign up with email, Google or Facebook (each when configured). */
export function RegisterDialog({ open, onClose, switchTo, returnFocusTo }: AuthDialogProps) {
  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      title="Register"
      description="Create your Reprise account to keep favourites and buy tickets faster."
      returnFocusTo={returnFocusTo}
    >
      <div className="grid gap-2">
        <Button className="w-full" onClick={() => switchTo({ kind: 'signUpEmail' })}>
          Sign up with email
        </Button>
        <SocialButtons type="signUp" />
      </div>
      <SignInInstead switchTo={switchTo} />
    </AccountDialog>
  );
}
