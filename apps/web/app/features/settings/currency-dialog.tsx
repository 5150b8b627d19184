import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import {
  type CurrencyOption,
  currentCurrency,
  fetchCurrencyList,
  storeCurrencyChoice,
} from './currency-choice';

type ListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; options: CurrencyOption[] };

interface CurrencyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Currency dialog: the list from the API, the current choice marked; choosing
 * stores it in cookies and reloads so every price is shown in it.
 */
export function CurrencyDialog({ open, onOpenChange }: CurrencyDialogProps) {
  const t = useT();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [current, setCurrent] = useState<string | null>(null);
  // Fetched once per page once the dialog first opens; a failure lets the next open retry.
  const requested = useRef(false);

  const load = useCallback(() => {
    requested.current = true;
    setList({ status: 'loading' });
    fetchCurrencyList().then(
      (options) => setList({ status: 'ready', options }),
      () => {
        requested.current = false;
        setList({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    if (!open) return;
    setCurrent(currentCurrency().code);
    if (!requested.current) load();
  }, [open, load]);

  function choose(option: CurrencyOption) {
    storeCurrencyChoice(option);
    window.location.reload();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.currencyTitle')}>
      {list.status === 'loading' ? (
        <p role="status" className="text-slate-700">
          {t('settings.loadingCurrencies')}
        </p>
      ) : list.status === 'failed' ? (
        <div role="alert" className="space-y-3">
          <p className="text-slate-700">{t('settings.currenciesFailed')}</p>
          <Button tone="secondary" onClick={load}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2">
          {list.options.map((option) => {
            const selected = option.code === current;
            return (
              <li key={option.code}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose(option)}
                  className={`flex min-h-11 w-full items-center gap-3 rounded-md border px-3 py-2 text-left ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 text-slate-900 hover:bg-slate-100'
                  }`}
                >
                  <span aria-hidden="true" className="w-8 text-center text-lg font-bold">
                    {option.content}
                  </span>
                  <span className="font-semibold">{option.code}</span>
                  <span className={selected ? 'text-white' : 'text-slate-700'}>{option.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
