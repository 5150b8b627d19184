import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n/catalogue';
import { loaderColorForPath } from './page-loader-color';

// Each bar carries an outline of the opposite colour, so it shows over any header.
const BAR = {
  white: 'bg-white shadow-[0_0_0_1px_var(--color-slate-950)]',
  black: 'bg-slate-950 shadow-[0_0_0_1px_var(--color-white)]',
} as const;

/**
 * The navigation loader: a thin bar at the top of the viewport, white or black per the target
 * page, none for pages without one. Screen readers hear "Loading page" politely.
 */
export function PageLoader() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const color =
    busy && navigation.location ? loaderColorForPath(navigation.location.pathname) : null;
  return (
    <>
      {/* The live region is always in the DOM so the change is announced. */}
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t('common.loadingPage') : ''}
      </div>
      {color ? (
        <div
          className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
          data-page-loader={color}
          aria-hidden="true"
        >
          <div className={`page-loader-bar h-full w-1/3 ${BAR[color]}`} />
        </div>
      ) : null}
    </>
  );
}
