import { prePromoTotal } from '../pricing/order-total';
import type { ListingAmount } from '../schemas/event-listings';
import type { ListingMoney } from './all-in-price';

/**
 * A listing's amount as the listings API answers it for `quantity` tickets, in the money's
 * currency (minor units): price per ticket, fees of the order, face value and wholesale price per ticket where
 * known, the tax rate (actualTax, percent) and amount (taxValue, tax.amount), the total, and the
 * converted promo discount (0: the event page applies none).
 */
export function listingAmount(
  money: ListingMoney,
  quantity: number,
  perTicket: { faceValueMinor: number | null; wholesaleMinor: number | null },
): ListingAmount {
  const total = prePromoTotal(money, quantity);
  return {
    price: total.unitPriceMinor,
    fees: total.feesMinor,
    faceValue: perTicket.faceValueMinor,
    quantity,
    total: total.totalMinor,
    actualTax: money.taxRateBp / 100,
    taxValue: total.taxMinor,
    tax: { amount: total.taxMinor },
    converted_discount: 0,
    wholeSalePrice: perTicket.wholesaleMinor,
  };
}
