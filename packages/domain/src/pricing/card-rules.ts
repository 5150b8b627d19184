// Card checks of the payment form (ADR 0010), shared by the checkout page and the sandbox gateway.

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

/** The first problem of a card (field and message), or null; `now` decides whether it expired. */
export function cardProblem(
  card: { cardNumber: string; expirationDate: string; cvv: string },
  now: Date,
): { field: CardField; message: string } | null {
  if (cardNumberFault(card.cardNumber)) {
    return { field: 'card_number', message: 'Please enter a valid card number.' };
  }
  const expiry = expiryFault(card.expirationDate, now);
  if (expiry === 'expired') {
    return { field: 'expiration_date', message: 'This card has expired.' };
  }
  if (expiry) {
    return { field: 'expiration_date', message: 'Please enter the expiry date as MM/YY.' };
  }
  if (cvvFault(card.cvv, card.cardNumber)) {
    const length = cvvLength(card.cardNumber);
    return { field: 'cvv', message: `Please enter the ${length}-digit security code (CVV).` };
  }
  return null;
}
