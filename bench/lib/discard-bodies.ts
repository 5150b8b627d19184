import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

// The rule lives in discard-bodies.cjs, which autocannon's worker threads can require() by path.
const require = createRequire(import.meta.url);

/** Stops a connection's client keeping answer bodies: only their bytes are counted. */
export const discardBodies: (client: autocannon.Client) => void = require('./discard-bodies.cjs');

/** The same hook as a path, for autocannon's workers mode (its `setupClient` takes a file there). */
export const DISCARD_BODIES_MODULE = fileURLToPath(
  new URL('./discard-bodies.cjs', import.meta.url),
);
