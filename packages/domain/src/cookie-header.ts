// Reading a Cookie header (or document.cookie): the web app and the API read cookies the same way.

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape from some other script must not break every page.
    return value;
  }
}

/** Name → value of a Cookie header or document.cookie; the first of a repeated name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    cookies[name] = decode(value);
  }
  return cookies;
}
