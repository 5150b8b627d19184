import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { hidden, richText } from '../../lib/i18n/rich-text';
import { DialogCloseButton } from '../../ui/dialog';
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
  const t = useT();
  const message = t('share.message');
  const links = shareLinks(url, message, subject);

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
            {t('share.button')}
          </button>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t('share.title')}</Dialog.Title>
            <DialogCloseButton label={t('common.close')} className="-mt-2 -mr-2 size-11" />
          </div>
          <Dialog.Description className="mt-1 text-slate-700">{message}</Dialog.Description>
          <ul className="mt-5 grid gap-2">
            <li>
              <a href={links.twitter} {...external} className={OPTION}>
                {richText(t('share.newTab', { name: 'Twitter' }), { hidden })}
              </a>
            </li>
            <li>
              <a href={links.facebook} {...external} className={OPTION}>
                {richText(t('share.newTab', { name: 'Facebook' }), { hidden })}
              </a>
            </li>
            <li>
              <a href={links.sms} className={OPTION}>
                {t('share.sms')}
              </a>
            </li>
            <li>
              <a href={links.email} className={OPTION}>
                {t('share.email')}
              </a>
            </li>
            <li>
              <button type="button" onClick={copy} className={OPTION}>
                {copied ? t('share.copied') : t('share.copy')}
              </button>
            </li>
          </ul>
          <p role="status" className="sr-only">
            {copied ? t('share.copiedStatus') : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
