import type { Readable } from 'node:stream';
import type { LanguageTag } from '@reprise/domain/constants';

/**
 * What the web app reads of an API answer. A fetch Response is one; on the server the in-process
 * answer is a lighter one, its body already whole in memory (no Web stream to read it through).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'json' | 'text'>;

/** A fetch-shaped function: on the server it reaches the API in-process, in the browser over HTTP. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<ApiAnswer>;

/** Where entry.server.tsx sends the document it renders (the server's adapter). */
export interface DocumentTarget {
  /**
   * True for a page shared between visitors (rendered once, kept, sent whole): render everything
   * before handing the stream over. False: hand it over as soon as the shell is ready.
   */
  readonly complete: boolean;
  /**
   * Takes React's Node stream of the document, which the server pipes to the socket as it is; or,
   * for a complete document, all of it at once (nothing to stream: it is kept and sent whole).
   */
  send(body: Readable | Buffer): void;
  /** A part of the page failed after the shell was sent: the page must not be shared. */
  fail(error: unknown): void;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** CSP nonce of this document's inline scripts. */
    nonce: string;
    requestId: string;
    /** Site base for canonical links and Open Graph URLs (PUBLIC_BASE_URL), no trailing slash. */
    publicBaseUrl: string;
    /** SUPPORT_CHAT_SCRIPT_URL, loaded only when a visitor asks for the chat; null: mail instead. */
    supportChatScriptUrl: string | null;
    /** CDN_BASE_URL, no trailing slash: where image paths the web builds itself point. */
    cdnBaseUrl: string;
    /** Where the browser fetches each language's messages: fingerprinted JSON (ADR 0024). */
    catalogueUrls: Readonly<Record<LanguageTag, string>>;
    apiFetch: ApiFetch;
    /**
     * Says this page depends on who asks beyond what the page cache keys on (docs/decisions/0005):
     * it is then sent `private, no-store` and never shared. Signed-in visitors need no call.
     */
    markPersonal(): void;
    document: DocumentTarget;
  }
}
