import * as Dialog from '@radix-ui/react-dialog';
import { SHARE_MESSAGE_TEXT } from '@reprise/domain/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { shareLinks } from './share-links';

const OPTION =
  'flex min-h-12 w-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50';

/** How long 'Link copied' stays before the button reads 'Copy link' again. */
const COPIED_MS = 2000;

/**
 * The share-event dialog: Twitter, Facebook, text message, email and copy link, with
 * the share message. A clipboard failure is ignored: the button simply stays as it was.
 */
export function ShareDialog({
  url,
  subject,
  trigger,
  defaultOpen = false,
}: {
  /** Absolute URL of the page shared. */
  url: string;
  /** Email subject, e.g. the event name; the share message when absent. */
  subject?: string;
  /** The element that opens the dialog; a 'Share' button when absent. */
  trigger?: ReactNode;
  /** Opens at once (the dialog loaded on the visitor's first press of a stand-in button). */
  defaultOpen?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const links = shareLinks(url, subject);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // A clipboard failure is ignored.
    }
  }

  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Dialog.Root defaultOpen={defaultOpen} onOpenChange={() => setCopied(false)}>
      <Dialog.Trigger asChild>
        {trigger ?? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-current px-4 font-semibold"
          >
            Share
          </button>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">Share this event</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-slate-700">
            {SHARE_MESSAGE_TEXT}
          </Dialog.Description>
          <ul className="mt-5 grid gap-2">
            <li>
              <a href={links.twitter} {...external} className={OPTION}>
                Twitter<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={links.facebook} {...external} className={OPTION}>
                Facebook<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={links.sms} className={OPTION}>
                Text message
              </a>
            </li>
            <li>
              <a href={links.email} className={OPTION}>
                Email
              </a>
            </li>
            <li>
              <button type="button" onClick={copy} className={OPTION}>
                {copied ? 'Link copied' : 'Copy link'}
              </button>
            </li>
          </ul>
          <p role="status" className="sr-only">
            {copied ? 'Link copied to the clipboard' : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
