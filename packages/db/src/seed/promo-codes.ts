import { CATEGORY_IDS } from '@reprise/domain/ids';
import type { Db } from '../client';
import { promoCodes } from '../schema/orders';

const DAY_MS = 86_400_000;

/**
 * The demo promo codes of the checkout contract: one of each kind and of each refusal, so every
 * message can be tried on the demo site.
 */
export async function seedPromoCodes(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(promoCodes)
    .values([
      { code: 'REPRISE10', amountType: 'PERCENTAGE', discountPercentage: 10 },
      { code: 'FIVEOFF', amountType: 'FIXED', discountMinor: 500, currency: 'GBP' },
      {
        code: 'OLDCODE',
        amountType: 'PERCENTAGE',
        discountPercentage: 15,
        expiresAt: new Date(now.getTime() - DAY_MS),
      },
      {
        code: 'SOLDOUT',
        amountType: 'PERCENTAGE',
        discountPercentage: 25,
        maxUses: 100,
        usedCount: 100,
      },
      {
        code: 'THEATRE20',
        amountType: 'PERCENTAGE',
        discountPercentage: 20,
        categoryId: CATEGORY_IDS.Theater,
      },
    ])
    .onConflictDoNothing();
}
