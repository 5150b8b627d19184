import type { ReactNode } from 'react';
import { TitledSection } from '../../ui/titled-section';

/** A section of the My Account page under its h2. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} className="grid gap-3" headingClassName="text-xl font-bold">
      {children}
    </TitledSection>
  );
}
