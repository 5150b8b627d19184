import { type ReactNode, useId } from 'react';

/**
 * A section named by its own h2, so assistive technology lists it under that name; the heading's
 * id is made here. `className` styles the section, `headingClassName` the heading; with
 * `headerClassName` the heading shares a row (so styled) with `aside`.
 */
export function TitledSection({
  title,
  className,
  headingClassName,
  headerClassName,
  aside,
  children,
}: {
  title: ReactNode;
  className?: string;
  headingClassName: string;
  headerClassName?: string;
  /** What stands beside the heading: a link, buttons. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={headingClassName}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {headerClassName === undefined ? (
        heading
      ) : (
        <div className={headerClassName}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
