/** What a key press in the combobox does (WAI-ARIA 1.2 combobox with listbox popup). */
export type ComboboxKeyAction = 'open' | 'next' | 'previous' | 'follow' | 'close' | 'clear' | null;

export interface ComboboxKeyState {
  /** The popup is shown. */
  open: boolean;
  /** An option is active (aria-activedescendant set). */
  hasActive: boolean;
  /** The popup can be closed by Escape (not when it is the modal's body). */
  closable: boolean;
  /** Escape handled at all (off in the modal, where it closes the dialog). */
  escapeKeys: boolean;
  hasText: boolean;
}

/**
 * ArrowDown/ArrowUp open the popup, then move the active option; Enter follows the active option
 * (null otherwise: the form submits, which is the /see-all search); Escape closes the popup, then
 * clears the text.
 */
export function comboboxKeyAction(key: string, state: ComboboxKeyState): ComboboxKeyAction {
  switch (key) {
    case 'ArrowDown':
      return state.open ? 'next' : 'open';
    case 'ArrowUp':
      return state.open ? 'previous' : 'open';
    case 'Enter':
      return state.open && state.hasActive ? 'follow' : null;
    case 'Escape':
      if (!state.escapeKeys) return null;
      if (state.open && state.closable) return 'close';
      return state.hasText ? 'clear' : null;
    default:
      return null;
  }
}
