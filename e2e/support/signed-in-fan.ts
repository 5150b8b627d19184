import { waitForOutboxLink } from './account-peers';
import type { RunningServer } from './server';

const PASSWORD = 'Fan#Pass12';

/** A fan signed in through the API, with the cookies a browser would hold. */
export interface SignedInFan {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Every cookie the API set (`name=value; …`), for API calls. */
  apiCookie: string;
  /** Only the cookies a browser sends with a page request (path /). */
  pageCookie: string;
}

/**
 * A new fan: registered through the API, password set from the mailed link (the server's outbox,
 * `DATA_DIR/outbox`, where mail goes without SMTP_URL), which signs the fan in.
 */
export async function signUpFan(
  server: Pick<RunningServer, 'baseUrl' | 'dataDir'>,
  fan: { email: string; firstName: string; lastName: string },
): Promise<SignedInFan> {
  const headers = { origin: server.baseUrl, 'content-type': 'application/json' };
  const register = await fetch(`${server.baseUrl}/api/buyer-user/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ first_name: fan.firstName, last_name: fan.lastName, email: fan.email }),
  });
  if (!register.ok)
    throw new Error(`register answered ${register.status}: ${await register.text()}`);
  const link = await waitForOutboxLink(server.dataDir, fan.email, '/set-password/');
  const token = link.split('/').at(-1);
  const set = await fetch(`${server.baseUrl}/api/reset-password-update`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ password: PASSWORD, confirmPassword: PASSWORD, token }),
  });
  if (!set.ok) throw new Error(`setting the password answered ${set.status}: ${await set.text()}`);
  const all: string[] = [];
  const pages: string[] = [];
  for (const line of set.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    all.push(pair);
    if (path === '/') pages.push(pair);
  }
  const userObject = pages.find((pair) => pair.startsWith('userObject='));
  if (!userObject) throw new Error(`no userObject cookie after sign-in: ${all.join('; ')}`);
  const { id } = JSON.parse(decodeURIComponent(userObject.slice('userObject='.length))) as {
    id: number;
  };
  return { ...fan, id, apiCookie: all.join('; '), pageCookie: pages.join('; ') };
}
