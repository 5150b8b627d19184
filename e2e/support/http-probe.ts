import { request } from 'node:http';
import { connect } from 'node:net';

export interface ProbeOutcome {
  status: number | null;
  /** Set when the request failed before its body was fully read (reset, refused, aborted). */
  error?: string;
}

export interface PendingRequest {
  /** Resolves once the request has been handed to the kernel, i.e. it is on its way. */
  sent: Promise<void>;
  /** Resolves when the whole response body arrived, or with the error that stopped it. */
  outcome: Promise<ProbeOutcome>;
}

/** A GET on its own connection (no keep-alive pool), so each one is a distinct in-flight request. */
export function sendGet(port: number, path: string): PendingRequest {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const outcome = new Promise<ProbeOutcome>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? null }));
      res.on('error', (error) => resolve({ status: res.statusCode ?? null, error: error.message }));
      res.on('aborted', () => resolve({ status: res.statusCode ?? null, error: 'aborted' }));
    });
    req.on('finish', markSent);
    req.on('error', (error) => {
      markSent();
      resolve({ status: null, error: (error as NodeJS.ErrnoException).code ?? error.message });
    });
    req.end();
  });
  return { sent, outcome };
}

/** Opens a bare TCP connection; resolves 'connected' or the error code (e.g. ECONNREFUSED). */
export function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
