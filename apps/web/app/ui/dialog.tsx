import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useT } from '../lib/i18n/catalogue';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible title; also the dialog's accessible name. */
  title: string;
  /** Visible description; when absent the dialog is not described (no empty aria-describedby). */
  description?: string;
  children: ReactNode;
  /** Width of the panel. */
  size?: 'sm' | 'md';
  /** Static backdrop: a click outside does not close it (the close button and Escape still do). */
  staticBackdrop?: boolean;
  /**
   * Where focus returns on close when the dialog was reached from another dialog (which is gone
   * by then); default: whatever had focus when this one opened.
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The design system's modal dialog on Radix: labelled by its title, focus trapped inside and
 * returned to the opener on close, Escape and the overlay close it, page scroll locked.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'sm',
  staticBackdrop = false,
  returnFocusTo,
}: DialogProps) {
  const t = useT();
  const width = size === 'sm' ? 'max-w-sm' : 'max-w-lg';
  // Radix returns focus to its own Trigger; our dialogs are opened by plain buttons (footer,
  // menus), so remember whatever had focus when the dialog opened and go back there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(staticBackdrop
            ? { onInteractOutside: (event: Event) => event.preventDefault() }
            : {})}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.isConnected ? returnFocusTo : opener.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
            <DialogCloseButton
              label={t('common.close')}
              className="-mr-2 -mt-2 size-10 leading-none text-slate-700"
            />
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-700">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// Kept in this module rather than one of its own: a module this small is put in the shared chunk
// every page loads first (vite.config.ts), and it would bring Radix Dialog along with it.
/** A dialog's × button, named by `label` ('Close'); `className` sizes and places it. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className={`inline-flex items-center justify-center rounded-md text-2xl hover:bg-slate-100 ${className}`}
    >
      <span aria-hidden="true">×</span>
    </RadixDialog.Close>
  );
}
