import { data } from 'react-router';
import { ApiRequestError } from './api-client';

/**
 * Runs an API read for a page whose URL names the thing read: an unknown name (404) or one the
 * API refuses as malformed (400: too long, a control character) is a missing page, so the visitor
 * gets our 404 whichever way the name is wrong. Other failures go on to the error boundary.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
