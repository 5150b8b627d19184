import type { ButtonHTMLAttributes } from 'react';

/** Looks of the design system's buttons; each keeps ≥ 4.5:1 contrast and a 24 px+ target. */
export type ButtonTone = 'primary' | 'secondary' | 'inverse' | 'link';

const BASE =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const TONES: Record<ButtonTone, string> = {
  // white on brand-700: 10.4:1
  primary: 'bg-brand-700 text-white hover:bg-brand-600',
  // slate-900 on white with a slate-400 border
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
  // for dark backgrounds: slate-950 on white
  inverse: 'bg-white text-slate-950 hover:bg-slate-200',
  link: 'min-h-6 px-0 py-0 font-normal underline underline-offset-2 hover:no-underline',
};

/** Class names of a button look, for links that must look like buttons. */
export function buttonClass(tone: ButtonTone = 'primary', extra = ''): string {
  return tone === 'link'
    ? `${TONES.link} ${extra}`.trim()
    : `${BASE} ${TONES[tone]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
}

/** A real `<button>`, `type="button"` unless told otherwise (no accidental form submits). */
export function Button({
  tone = 'primary',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(tone, className)} {...rest} />;
}
