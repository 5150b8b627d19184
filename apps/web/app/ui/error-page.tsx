import { homePath, seeAllPath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { type MessageKey, useT } from '../lib/i18n/catalogue';
import { buttonClass } from './button';

const TEXTS = {
  400: { title: 'error.400.title', text: 'error.400.text' },
  404: { title: 'error.404.title', text: 'error.404.text' },
  410: { title: 'error.410.title', text: 'error.410.text' },
  500: { title: 'error.500.title', text: 'error.500.text' },
} as const satisfies Record<number, { title: MessageKey; text: MessageKey }>;

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
  const t = useT();
  const title = t(TEXTS[errorKind(status)].title);
  const text = t(TEXTS[errorKind(status)].text);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <title>{t('error.pageTitle', { title })}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {detail ? <p className="mt-2 text-slate-700">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={homePath(countryCode)} className={buttonClass('primary')}>
          {t('error.backHome')}
        </Link>
        <Link to={seeAllPath(null, countryCode)} className={buttonClass('secondary')}>
          {t('error.searchEvents')}
        </Link>
      </div>
    </main>
  );
}
