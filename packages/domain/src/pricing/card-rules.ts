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

/** The first problem of a card (field and message), or null; `now` decides whether it expired. */
export function cardProblem(
  card: { cardNumber: string; expirationDate: string; cvv: string },
  now: Date,
): { field: CardField; message: string } | null {
  const digits = cardDigits(card.cardNumber);
  if (!passesLuhn(digits)) {
    return { field: 'card_number', message: 'Please enter a valid card number.' };
  }
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expirationDate.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) {
    return { field: 'expiration_date', message: 'Please enter the expiry date as MM/YY.' };
  }
  const year = 2000 + Number(match[2]);
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) {
    return { field: 'expiration_date', message: 'This card has expired.' };
  }
  const cvvLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv.trim())) {
    return { field: 'cvv', message: `Please enter the ${cvvLength}-digit security code (CVV).` };
  }
  return null;
}
