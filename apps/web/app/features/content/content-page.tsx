import type { ReactNode } from 'react';

/** The h1 of a content page (blog, FAQ, sitemap, the CMS's pages). */
export const CONTENT_TITLE = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';

const WIDTHS = {
  /** For reading: the CMS's pages and the FAQ. */
  text: 'mx-auto max-w-3xl px-4 py-8 sm:py-12',
  /** For lists of cards and links: the blog and the sitemap. */
  wide: 'mx-auto max-w-6xl px-4 py-8 sm:py-12',
} as const;

/** A content page: its main landmark, as wide as what it holds, opening with its h1. */
export function ContentPage({
  title,
  width,
  children,
}: {
  title: ReactNode;
  width: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <main id="main" className={WIDTHS[width]}>
      <h1 className={CONTENT_TITLE}>{title}</h1>
      {children}
    </main>
  );
}
