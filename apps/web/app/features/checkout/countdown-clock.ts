// The checkout countdown's arithmetic: time left until the server's expires_at, read on
// this browser's clock corrected by how far it is from the server's.

/** How far the server's clock is ahead of this browser's (ms), from an answer's serverNow. */
export function clockSkewMs(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds left until `expiresAt` (server clock), never below zero. */
export function remainingMs(expiresAt: string, skewMs: number, now: number): number {
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - (now + skewMs));
}

/** Time left as mm:ss, counting a started second as a whole one (09:59.1 shows 10:00). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
