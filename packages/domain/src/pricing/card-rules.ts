// Card checks (ADR 0010, ADR 0018): the one card rule, used by the sandbox provider's card frame.

/** The card number's digits (spaces and dashes removed). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Luhn checksum of a digit string of 12–19 digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card brand by its leading digits (display only). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

export type CardField = 'card_number' | 'expiration_date' | 'cvv';

/** Why a card number is refused ('missing' or 'invalid': not 12–19 digits passing Luhn), or null. */
export function cardNumberFault(cardNumber: string): 'missing' | 'invalid' | null {
  const digits = cardDigits(cardNumber);
  if (!digits) return 'missing';
  return passesLuhn(digits) ? null : 'invalid';
}

/**
 * Why an expiry (MM/YY, spaces around the slash allowed) is refused: 'missing', 'format' or
 * 'expired', or null. A card is valid through the last day of its expiry month, counted in UTC
 * so the page and the server agree whatever the buyer's clock zone.
 */
export function expiryFault(
  expirationDate: string,
  now: Date,
): 'missing' | 'format' | 'expired' | null {
  const text = expirationDate.trim();
  if (!text) return 'missing';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return 'format';
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  return endOfMonth <= now.getTime() ? 'expired' : null;
}

/** Digits of the card's security code: 4 for American Express, 3 for every other brand. */
export function cvvLength(cardNumber: string): 3 | 4 {
  return /^3[47]/.test(cardDigits(cardNumber)) ? 4 : 3;
}

/** Why a CVV is refused for this card ('missing', or 'invalid': not the brand's length), or null. */
export function cvvFault(cvv: string, cardNumber: string): 'missing' | 'invalid' | null {
  const text = cvv.trim();
  if (!text) return 'missing';
  return new RegExp(`^\\d{${cvvLength(cardNumber)}}$`).test(text) ? null : 'invalid';
}

/** What card entry shows under each field (the sandbox card frame), in English. */
export const CARD_FIELD_MESSAGES = {
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Enter a valid card number (check the digits)',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvvRequired: 'CVV is required',
  /** American Express: 4 digits on the front. */
  cvvInvalidFront: 'Enter the 4-digit CVV printed on the front of your card',
  cvvInvalidBack: 'Enter the 3-digit CVV from the back of your card',
} as const;

/** Card entry's messages in one language, by the name of the rule each states. */
export type CardFieldMessages = Readonly<Record<keyof typeof CARD_FIELD_MESSAGES, string>>;

/**
 * Each wrong field's message for card entry (empty when the card may be tokenized), in the
 * language of `messages` (CARD_FIELD_MESSAGES for English).
 */
export function cardFieldMessages(
  card: { cardNumber: string; expirationDate: string; cvv: string },
  now: Date,
  messages: CardFieldMessages,
): Partial<Record<CardField, string>> {
  const wrong: Partial<Record<CardField, string>> = {};
  const number = cardNumberFault(card.cardNumber);
  if (number) {
    wrong.card_number =
      number === 'missing' ? messages.cardNumberRequired : messages.cardNumberInvalid;
  }
  const expiry = expiryFault(card.expirationDate, now);
  if (expiry) {
    wrong.expiration_date =
      expiry === 'missing'
        ? messages.expiryRequired
        : expiry === 'format'
          ? messages.expiryFormat
          : messages.expiryPast;
  }
  const cvv = cvvFault(card.cvv, card.cardNumber);
  if (cvv) {
    wrong.cvv =
      cvv === 'missing'
        ? messages.cvvRequired
        : cvvLength(card.cardNumber) === 4
          ? messages.cvvInvalidFront
          : messages.cvvInvalidBack;
  }
  return wrong;
}

/** A card number as typed, grouped in fours for reading ('4242 4242 4242 4242'). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed, with the slash put in ('1228' → '12/28'). */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
