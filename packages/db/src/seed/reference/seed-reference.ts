import type { Db } from '../../client';
import { currencies, exchangeRates } from '../../schema/money';
import { countries, states } from '../../schema/place';
import { COUNTRY_SEEDS, CURRENCY_SEEDS, STATE_SEEDS } from './reference-data';

/** Inserts countries, states and UK regions, currencies and their demo exchange rates. */
export async function seedReferenceData(tx: Db): Promise<void> {
  await tx.insert(countries).values(COUNTRY_SEEDS.map((c) => ({ ...c })));
  await tx.insert(states).values(STATE_SEEDS.map((s) => ({ ...s })));
  await tx
    .insert(currencies)
    .values(CURRENCY_SEEDS.map(({ unitsPerUsd: _rate, ...c }) => ({ ...c, isActive: true })));
  await tx
    .insert(exchangeRates)
    .values(CURRENCY_SEEDS.map((c) => ({ currencyCode: c.code, unitsPerUsd: c.unitsPerUsd })));
}
