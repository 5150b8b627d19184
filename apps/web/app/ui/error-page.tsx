import { homePath, seeAllPath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { buttonClass } from './button';

const TEXTS = {
  400: {
    title: 'We couldn’t read that address',
    text: 'Part of the address or search is not valid. Check it, or start again from the home page or search.',
  },
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

/** The kind of error page for an HTTP status: 400, 404, 410, or anything else (500). */
export function errorKind(status: number | null): keyof typeof TEXTS {
  if (status === 404 || status === 410) return status;
  // Other client mistakes (413, 422 …) read like a malformed address to a visitor.
  // A refused sign-in or too many requests (429) is no address mistake: "try again in a moment".
  if (status !== null && status >= 400 && status < 500 && ![401, 403, 429].includes(status)) {
    return 400;
  }
  return 500;
}

/** The message of an API error body carried by a route error response, if it has one. */
export function apiErrorMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.length <= 300 ? message : null;
}

/** Body of the 400, 404, 410 and error pages, with a way home and to search. */
export function ErrorPage({
  status,
  countryCode,
  detail = null,
}: {
  status: number | null;
  countryCode: string | null;
  /** Why the request was refused, in the API's words (400 pages). */
  detail?: string | null;
}) {
  const { title, text } = TEXTS[errorKind(status)];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <title>{`${title} | Reprise`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {detail ? <p className="mt-2 text-slate-700">{detail}</p> : null}
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
