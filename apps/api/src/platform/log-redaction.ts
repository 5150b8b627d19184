// No password, token, reset link, cookie or Authorization header may reach a log line. Fastify's
// request log carries method and URL only (never headers or bodies); URLs themselves can hold
// secrets — the web pages /set-password/{token} and /change-password/{token}, an OAuth callback's
// ?code=&state= — so the URL is masked before it is logged. `redact` is the second lock for any
// object a handler logs by mistake.

const SECRET_PATH = /\/(set-password|change-password)\/[^/?#]+/gi;
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'accesstoken',
  'refresh_token',
  'refreshtoken',
  'password',
  'confirmpassword',
  'oldpassword',
  'newpassword',
  'id_token',
  'client_secret',
]);

/** A URL as it may be logged: link tokens and secret query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  const safePath = path.replace(SECRET_PATH, '/$1/[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      const secret = SECRET_PARAMS.has(decodeURIComponentSafe(name).toLowerCase());
      return secret ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Logger options of the server (serializers and redaction); tests capture logs with the same. */
export const LOG_REDACTION = {
  serializers: {
    req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      '*.password',
      '*.confirmPassword',
      '*.oldPassword',
      '*.token',
      '*.accessToken',
      '*.refreshToken',
      '*.code',
      // Checkout: a payment body logged by mistake shows no card number or CVV.
      '*.card_number',
      '*.cvv',
      '*.card.card_number',
      '*.card.cvv',
      // A provider's card token is as good as the card for a payment with it (ADR 0018).
      '*.paymentToken',
    ],
    censor: '[redacted]',
  },
};
