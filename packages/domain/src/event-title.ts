// A rescheduled event keeps its old date in its name, e.g. 'Coldplay (Rescheduled from 3/7/2020)';
// buyers see the name without it. The closing parenthesis is optional because source feeds
// truncate long names.
const RESCHEDULED_SUFFIX = /\s*\(\s*rescheduled\s+from\b[^()]*\)?\s*$/i;

/** Event name as buyers see it: without a trailing '(Rescheduled from …)', trimmed. */
export function displayEventTitle(name: string): string {
  return name.replace(RESCHEDULED_SUFFIX, '').trim();
}
