/** A fetch-shaped function: on the server it reaches the API in-process, in the browser over HTTP. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    /** CSP nonce of this document's inline scripts. */
    nonce: string;
    requestId: string;
    /** Site base for canonical links and Open Graph URLs (PUBLIC_BASE_URL), no trailing slash. */
    publicBaseUrl: string;
    apiFetch: ApiFetch;
  }
}
