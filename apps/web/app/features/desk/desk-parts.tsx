import type { DeskAuditEntry } from '@reprise/domain/desk/desk-views';
import { type ReactNode, useId } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { deskTime } from './desk-format';
import { HEAD_CELL } from './desk-shell';

/** A labelled select of a desk form; `options` maps each value to its label, in order. */
export function DeskSelect({
  label,
  name,
  options,
}: {
  label: string;
  name: string;
  options: Readonly<Record<string, string>>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A desk list's search: a GET form of its fields and the submit button saying `submit`. */
export function DeskSearch({
  submit,
  className = 'flex flex-wrap items-end gap-4',
  children,
}: {
  submit: string;
  /** The layout of the fields and the button. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" className={`mb-6 ${className}`}>
      {children}
      <button type="submit" className={buttonClass('primary')}>
        {submit}
      </button>
    </Form>
  );
}

/** The link of a desk table's row to the record's own page. */
export function DeskRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="font-semibold text-brand-700 underline" to={to}>
      {children}
    </Link>
  );
}

/** The header row of a desk table. */
export function DeskTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={HEAD_CELL}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One recorded step: when, who, what, why. */
export interface DeskEntry {
  id: number;
  at: string;
  who: string;
  what: string;
  why: string;
}

/** Audit entries as DeskEntry rows, with their detail when `withDetail`. */
export function auditEntries(entries: readonly DeskAuditEntry[], withDetail = false): DeskEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    at: entry.at,
    who: entry.actor,
    what: withDetail ? `${entry.action} ${JSON.stringify(entry.detail)}` : entry.action,
    why: entry.reason,
  }));
}

/** Recorded steps, in the order given. */
export function DeskEntryList({ entries }: { entries: readonly DeskEntry[] }) {
  if (entries.length === 0) return <p className="text-sm">Nothing recorded.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-4 border-slate-300 pl-3">
          <p>
            <span className="font-semibold">{deskTime(entry.at)}</span> · {entry.who} ·{' '}
            <span className="break-all">{entry.what}</span>
          </p>
          <p className="text-slate-700">{entry.why}</p>
        </li>
      ))}
    </ol>
  );
}
