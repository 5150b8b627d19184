/**
 * The buyer's location as the account page edits it: the town or area they typed, kept in the
 * JSON text of the sign-up `location` beside whatever the location flow found at sign-up.
 */
export function locationLabel(location: string | null | undefined): string {
  if (!location) return '';
  try {
    const parsed = JSON.parse(location) as { label?: unknown; city?: unknown } | null;
    if (typeof parsed?.label === 'string') return parsed.label;
    if (typeof parsed?.city === 'string') return parsed.city;
    return '';
  } catch {
    // Older rows may hold plain text.
    return location;
  }
}

/** The sign-up location JSON with the typed label in it, keeping the rest of what was stored. */
export function withLocationLabel(location: string | null | undefined, label: string): string {
  let base: Record<string, unknown> = {};
  try {
    const parsed = location ? (JSON.parse(location) as unknown) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      base = parsed as Record<string, unknown>;
    }
  } catch {
    // Plain text is replaced by the new label.
  }
  return JSON.stringify({ ...base, label: label.trim() });
}
