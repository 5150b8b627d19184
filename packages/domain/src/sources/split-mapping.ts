// Sources state which quantities a listing may be split into as a list (tevo's and Mercury's
// `splits`: [2, 4, 6]). Our listings carry one split rule id. The mapped rule must never
// let a buyer take a quantity the source refuses: the least strict of our rules whose every
// allowed quantity the source allows is chosen.
import { MAX_TICKET_QUANTITY } from '../constants';
import { SPLIT_IDS } from '../ids';

export type SplitMapping = { ok: true; splitRule: number | null } | { ok: false; reason: string };

/** The quantities a rule lets a buyer take from a listing of `quantity` tickets (1–12). */
function allowedBy(rule: number | null, quantity: number): number[] {
  const all = Array.from({ length: Math.min(quantity, MAX_TICKET_QUANTITY) }, (_, i) => i + 1);
  if (rule === SPLIT_IDS.noSplitsId) return quantity <= MAX_TICKET_QUANTITY ? [quantity] : [];
  if (rule === SPLIT_IDS.NeverLeaveOne) return all.filter((q) => quantity - q !== 1);
  return all;
}

/**
 * Our split rule for a listing of `quantity` tickets whose source allows `splits` (none: any). A
 * sold-out listing (0 left) sells nothing, so whatever its splits it needs no rule.
 */
export function splitRuleFromSplits(
  quantity: number,
  splits: readonly number[] | null | undefined,
): SplitMapping {
  if (quantity === 0 || !splits || splits.length === 0) return { ok: true, splitRule: null };
  const allowed = new Set(splits);
  for (const rule of [null, SPLIT_IDS.NeverLeaveOne, SPLIT_IDS.noSplitsId]) {
    const wanted = allowedBy(rule, quantity);
    if (wanted.length > 0 && wanted.every((q) => allowed.has(q)))
      return { ok: true, splitRule: rule };
  }
  return {
    ok: false,
    reason: `splits [${splits.join(', ')}] do not allow selling ${quantity} tickets whole or by any rule we support`,
  };
}
