import { LOCAL_STORAGE_KEYS } from '@reprise/domain/constants';
import { browserApi } from '../../lib/api-client';

/**
 * Stores the visitor's answer with the API (the /setCookies call) and keeps the consent token it gives
 * back (local storage `cookieToken`), so a later answer updates the same record. A failure
 * leaves the cookie answer in place: the banner must not come back for a network error.
 */
export async function saveConsent(cookiesStatus: 'accepted' | 'declined'): Promise<void> {
  try {
    const Token = localStorage.getItem(LOCAL_STORAGE_KEYS.cookieToken) ?? undefined;
    const answer = await browserApi().post<{ data: { token: string } }>('/api/setCookies', {
      ...(Token ? { Token } : {}),
      cookiesStatus,
    });
    localStorage.setItem(LOCAL_STORAGE_KEYS.cookieToken, answer.data.token);
  } catch {
    // Kept in the cookie; the API learns of it with the next answer.
  }
}
