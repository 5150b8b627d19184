import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from './auth-dialog-store';

// The dialogs, their forms and Radix load on the first open, not with every page (ADR 0004).
const AuthDialogSwitch = lazy(() => import('./auth-dialog-switch'));

/** Mounts the account dialogs once one is first asked for (openAuthDialog). */
export function AuthDialogHost() {
  const { dialog } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (dialog && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogSwitch />
    </Suspense>
  );
}
