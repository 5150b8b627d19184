import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's message, shown under it and announced with it. */
  error?: string | null;
  /** A help text under the field (the password rule). */
  help?: string;
}

/** A labelled input with its help text and error message wired to it for screen readers. */
export function TextField({ label, error, help, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-700 ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...input}
      />
      {help ? (
        <p id={helpId} className="mt-1 text-xs text-slate-700">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message under a form when its call failed ("under the form"). */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? 'text-sm font-semibold text-red-700' : 'sr-only'}>
      {message ?? ''}
    </p>
  );
}
