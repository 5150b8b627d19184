import { useEffect } from 'react';
import { runLocationFlow } from './location-flow';

/** Starts the location flow once, after hydration (it reads cookies and may prompt). */
export function LocationFlowRunner() {
  useEffect(() => {
    runLocationFlow().catch(() => {
      // The flow already turns every lookup failure into the no-country value; nothing to show.
    });
  }, []);
  return null;
}
