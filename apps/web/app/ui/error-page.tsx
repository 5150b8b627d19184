import { homePath, seeAllPath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { buttonClass } from './button';

const TEXTS = {
  404: {
    title: 'We couldn’t find that page',
    text: 'The page may have moved, or the event may be over. Try the home page or search.',
  },
  410: {
    title: 'This page is gone',
    text: 'This page has been removed and won’t be back. Find another event from the home page or search.',
  },
  500: {
    title: 'Something went wrong',
    text: 'Please try again in a moment. If it keeps happening, contact support.',
  },
} as const;

/** The kind of error page for an HTTP status: 404, 410, or anything else (500). */
export function errorKind(status: number | null): keyof typeof TEXTS {
  return status === 404 || status === 410 ? status : 500;
}

/** Body of the 404, 410 and error pages, with a way home and to search. */
export function ErrorPage({
  status,
  countryCode,
}: {
  status: number | null;
  countryCode: string | null;
}) {
  const { title, text } = TEXTS[errorKind(status)];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <title>{`${title} | Reprise`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={homePath(countryCode)} className={buttonClass('primary')}>
          Back to the home page
        </Link>
        <Link to={seeAllPath(null, countryCode)} className={buttonClass('secondary')}>
          Search events
        </Link>
      </div>
    </main>
  );
}
