import * as RadixDialog from '@radix-ui/react-dialog';

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
