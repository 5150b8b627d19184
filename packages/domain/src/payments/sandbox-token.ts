import { cardBrand, cardDigits } from '../pricing/card-rules';

// The sandbox provider's card token (ADR 0018). Its card frame turns a card into a token in the
// browser, so the number and the security code never leave the frame: the token carries what the
// sandbox answers by (its test card's outcome), the brand and the last four digits, and a random
// part that makes every token distinct. A real provider's token is an opaque id of its own vault.

/** The sandbox's test cards (docs/api.md); any other valid card approves. */
export const SANDBOX_TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

export const sandboxOutcomes = ['approve', 'decline', 'insufficient_funds', 'challenge'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

const BRAND_SLUGS = {
  Visa: 'visa',
  Mastercard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
  Card: 'card',
} as const;
type BrandSlug = (typeof BRAND_SLUGS)[keyof typeof BRAND_SLUGS];

const TOKEN =
  /^tok_sandbox_(approve|decline|insufficient_funds|challenge)_(visa|mastercard|amex|discover|card)_(\d{4})_([0-9a-f]{16})$/;

/** What the sandbox answers for a card number: its test card's outcome, else approval. */
export function sandboxOutcome(cardNumber: string): SandboxOutcome {
  switch (cardDigits(cardNumber)) {
    case SANDBOX_TEST_CARDS.declined:
      return 'decline';
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_TEST_CARDS.threeDSecure:
      return 'challenge';
    default:
      return 'approve';
  }
}

/** The sandbox token of a (valid) card; `nonce` is 16 random hex digits. */
export function sandboxToken(cardNumber: string, nonce: string): string {
  const digits = cardDigits(cardNumber);
  const brand = BRAND_SLUGS[cardBrand(digits) as keyof typeof BRAND_SLUGS] ?? 'card';
  return `tok_sandbox_${sandboxOutcome(digits)}_${brand}_${digits.slice(-4)}_${nonce}`;
}

/** What a sandbox token says (outcome, display brand, last four), or null when it is not one. */
export function readSandboxToken(
  token: string,
): { outcome: SandboxOutcome; brand: string; last4: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const slug = match[2] as BrandSlug;
  const brand = Object.entries(BRAND_SLUGS).find(([, value]) => value === slug)![0];
  return { outcome: match[1] as SandboxOutcome, brand, last4: match[3]! };
}
