import { afterAll, beforeAll } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer';

/**
 * An SMTP peer for the calling suite, closed after it. Call it before `useTestApi`, whose options
 * (a function) take `mail()`: the peer then listens before the API is built.
 */
export function useSmtpPeer() {
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer?.close());
  const ready = () => {
    if (!peer) throw new Error('useSmtpPeer: the peer exists only inside tests');
    return peer;
  };
  return {
    get peer() {
      return ready();
    },
    /** The API's mail option that sends to this peer. */
    mail: () => ({
      smtpUrl: ready().url,
      outboxDir: '/nonexistent',
      from: 'Reprise <no-reply@reprise.local>',
    }),
  };
}
