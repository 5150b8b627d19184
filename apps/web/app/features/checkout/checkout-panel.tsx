import type { ReactNode } from 'react';
import { TitledSection } from '../../ui/titled-section';

/** A bordered panel of the checkout page, named by its h2. */
export function CheckoutPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      className="rounded-lg border border-slate-200 p-4"
      headingClassName="text-lg font-bold"
    >
      {children}
    </TitledSection>
  );
}
