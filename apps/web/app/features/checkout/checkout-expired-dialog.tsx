import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** The Checkout Expired modal's texts, verbatim. */
export const EXPIRED_TITLE = 'Checkout Expired!';
export const EXPIRED_TEXT = 'Your session has expired, please try again.';

interface CheckoutExpiredDialogProps {
  open: boolean;
  /** Closing the dialog or pressing OK reloads the page. */
  onDone: () => void;
}

/** The Checkout Expired modal: its title, its text and OK; closing it reloads. */
export default function CheckoutExpiredDialog({ open, onDone }: CheckoutExpiredDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
      title={EXPIRED_TITLE}
      description={EXPIRED_TEXT}
      staticBackdrop
    >
      <div className="flex justify-end">
        <Button onClick={onDone}>OK</Button>
      </div>
    </Dialog>
  );
}
