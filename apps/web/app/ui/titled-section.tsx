import { type ReactNode, useId } from 'react';

/**
 * A section named by its own h2, so assistive technology lists it under that name; the heading's
 * id is made here. `className` styles the section, `headingClassName` the heading.
 */
export function TitledSection({
  title,
  className,
  headingClassName,
  children,
}: {
  title: ReactNode;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
