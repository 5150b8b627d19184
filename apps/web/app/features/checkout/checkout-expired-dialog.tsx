import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

interface CheckoutExpiredDialogProps {
  open: boolean;
  /** Closing the dialog or pressing OK reloads the page. */
  onDone: () => void;
}

/** The Checkout Expired modal: its title, its text and OK; closing it reloads. */
export default function CheckoutExpiredDialog({ open, onDone }: CheckoutExpiredDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
      title={t('checkout.expiredTitle')}
      description={t('checkout.expiredText')}
      staticBackdrop
    >
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('common.ok')}</Button>
      </div>
    </Dialog>
  );
}
