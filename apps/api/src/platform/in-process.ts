import { randomBytes } from 'node:crypto';

/** Header the page renderer sets on its in-process API calls (never sent by a browser). */
export const IN_PROCESS_HEADER = 'x-reprise-in-process';

/**
 * A secret of this process, carried by the page renderer's in-process API calls: a page render
 * makes several API calls for one visitor request, so they do not spend the visitor's global
 * budget (the page request itself is what a visitor sends). Nobody outside the process knows it.
 */
export const IN_PROCESS_SECRET = randomBytes(24).toString('base64url');
