import type { ReactNode } from 'react';
import { LogoLink } from '../../ui/header/logo-link';
import { AccountMenu } from '../account/account-menu';

interface CheckoutPageHeaderProps {
  countryCode: string | null;
  /** The hold's countdown, once there is a hold. */
  countdown: ReactNode;
}

/** The checkoutPageHeader: the logo home, the hold's countdown and the profile menu. */
export function CheckoutPageHeader({ countryCode, countdown }: CheckoutPageHeaderProps) {
  return (
    <header
      className="border-b border-slate-200 bg-white text-slate-900"
      data-header-variant="checkoutPageHeader"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <LogoLink countryCode={countryCode} />
        <div className="ml-auto flex items-center gap-3">
          {countdown}
          <AccountMenu countryCode={countryCode} tone="white" />
        </div>
      </div>
    </header>
  );
}
