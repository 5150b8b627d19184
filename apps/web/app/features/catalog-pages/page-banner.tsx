import type { ReactNode } from 'react';

/** The dark banner atop catalogue pages: breadcrumbs, the page's one h1, a line of text. */
export function PageBanner({
  title,
  description,
  breadcrumbs,
  image,
  action,
}: {
  title: string;
  description?: string | null;
  breadcrumbs?: ReactNode;
  image?: { src: string; alt: string } | null;
  /** A control under the line of text (the performer page's Follow heart). */
  action?: ReactNode;
}) {
  return (
    <div className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-8">
        <div className="min-w-0 flex-1">
          {breadcrumbs}
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight min-[576px]:text-4xl">
            {title}
          </h1>
          {description ? <p className="mt-3 max-w-3xl text-slate-200">{description}</p> : null}
          {action ? <div className="mt-4">{action}</div> : null}
        </div>
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={160}
            height={160}
            className="hidden size-40 shrink-0 rounded-xl bg-slate-700 object-cover min-[576px]:block"
          />
        ) : null}
      </div>
    </div>
  );
}
