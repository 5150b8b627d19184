/**
 * The cookies of one page request as its in-process API calls change them: a call that signs the
 * visitor in (or rotates a refresh token) sets cookies that must reach the browser with the page,
 * and that the next API call of the same render must already send.
 */
export class InProcessCookieJar {
  readonly #values = new Map<string, string>();
  readonly #setCookies: string[] = [];

  constructor(cookieHeader: string | undefined) {
    for (const part of (cookieHeader ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      const name = part.slice(0, eq).trim();
      // The first of two same-named cookies wins, as servers read them.
      if (name && !this.#values.has(name)) this.#values.set(name, part.slice(eq + 1).trim());
    }
  }

  /** The Cookie header for the next in-process call, or undefined when there is no cookie. */
  header(): string | undefined {
    if (this.#values.size === 0) return undefined;
    return [...this.#values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Records the Set-Cookie headers of an API answer. */
  record(setCookies: readonly string[], now = Date.now()): void {
    for (const line of setCookies) {
      this.#setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      if (expires(attributes, now)) this.#values.delete(name);
      else this.#values.set(name, pair.slice(eq + 1).trim());
    }
  }

  /** Every Set-Cookie the API sent during this request, in order, for the browser. */
  setCookies(): readonly string[] {
    return this.#setCookies;
  }
}

// A cookie is cleared by Max-Age ≤ 0 or an Expires date in the past (Max-Age wins when both exist).
function expires(attributes: readonly string[], now: number): boolean {
  let expiresAt: number | undefined;
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq < 0 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : attribute.slice(eq + 1).trim();
    if (key === 'max-age') return Number(value) <= 0;
    if (key === 'expires') expiresAt = Date.parse(value);
  }
  return expiresAt !== undefined && !Number.isNaN(expiresAt) && expiresAt <= now;
}
