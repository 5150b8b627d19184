import type { DeskOperatorView } from '@reprise/domain/desk/desk-views';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { buttonClass } from '../../ui/button';

/** The desk's content column (the site's own width, written here so no fan chunk is split). */
export const DESK_CONTAINER = 'mx-auto max-w-6xl px-4';

const SECTIONS = [
  { to: '/ops', label: 'Orders', end: true },
  { to: '/ops/events', label: 'Events', end: false },
  { to: '/ops/buyers', label: 'Buyers', end: false },
  { to: '/ops/sources', label: 'Sources', end: false },
  { to: '/ops/promo-codes', label: 'Promo codes', end: false },
];

/** The desk's frame: its navigation, who is signed in, sign-out, and the page's heading. */
export function DeskShell({
  operator,
  title,
  children,
}: {
  operator: DeskOperatorView;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="bg-slate-900 text-white">
        <div className={`${DESK_CONTAINER} flex flex-wrap items-center gap-4 py-3`}>
          <p className="font-bold">Reprise desk</p>
          <nav aria-label="Desk" className="flex-1">
            <ul className="flex flex-wrap gap-1">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-semibold underline-offset-2 hover:underline ${
                        isActive ? 'bg-white text-slate-900' : 'text-white'
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm">
            {operator.name} ({operator.role})
          </p>
          <Form method="post" action="/ops/sign-in">
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className={buttonClass('inverse')}>
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <main id="main" className={`${DESK_CONTAINER} py-6`}>
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {children}
      </main>
    </>
  );
}

/** The outcome of a desk form, announced when it changes. */
export function DeskNotice({
  result,
}: {
  result: { ok: true; note: string } | { ok: false; error: string } | undefined;
}) {
  return (
    <div role="status" aria-live="polite" className="mb-4">
      {result ? (
        result.ok ? (
          <p className="rounded-md border border-green-700 bg-green-50 p-3 text-sm text-green-900">
            {result.note}
          </p>
        ) : (
          <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
            {result.error}
          </p>
        )
      ) : null}
    </div>
  );
}

/** A section of a desk page with its own heading. */
export function DeskSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Table classes the desk's lists share. */
export const TABLE = 'w-full border-collapse text-left text-sm';
export const CELL = 'border-b border-slate-300 px-2 py-2 align-top';
export const HEAD_CELL = 'border-b-2 border-slate-400 px-2 py-2 font-semibold';
