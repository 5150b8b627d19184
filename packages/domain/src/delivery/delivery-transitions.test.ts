import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS_IDS, type DeliveryStatusId } from '../ids';
import { DELIVERY_STATUS_NAMES, deliveryTransition, isFinalDelivery } from './delivery-transitions';

const ALL = Object.values(DELIVERY_STATUS_IDS) as DeliveryStatusId[];
const { completed, cancelled, pending, incompleted } = DELIVERY_STATUS_IDS;
const idOf = (name: string) => ALL.find((id) => DELIVERY_STATUS_NAMES[id] === name) ?? Number.NaN;

const ALLOWED = new Set([
  `${pending}>${completed}`,
  `${pending}>${incompleted}`,
  `${incompleted}>${completed}`,
  `${pending}>${cancelled}`,
  `${incompleted}>${cancelled}`,
]);

describe('delivery transitions', () => {
  it.each(ALL.flatMap((from) => ALL.map((to) => [from, to] as const)))('%i → %i', (from, to) => {
    const expected = from === to ? 'same' : ALLOWED.has(`${from}>${to}`) ? 'move' : 'refused';
    expect(deliveryTransition(from, to)).toBe(expected);
  });

  it('completed and cancelled are final; pending and incompleted are not', () => {
    expect(ALL.filter(isFinalDelivery).sort()).toEqual([completed, cancelled].sort());
  });

  it('the table in docs/decisions/0019-fulfilment.md lists exactly the moves the function allows', () => {
    const doc = readFileSync(
      new URL('../../../../docs/decisions/0019-fulfilment.md', import.meta.url),
      'utf8',
    );
    const table =
      /<!-- delivery-transitions:start -->([\s\S]*?)<!-- delivery-transitions:end -->/.exec(
        doc,
      )?.[1];
    expect(table).toBeDefined();
    const documented = table!
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('|') && !/^\|\s*(from|-)/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, from, to]) => `${idOf(from!)}>${idOf(to!)}`);
    const allowed = ALL.flatMap((from) =>
      ALL.filter((to) => deliveryTransition(from, to) === 'move').map((to) => `${from}>${to}`),
    );
    expect(documented.sort()).toEqual(allowed.sort());
  });
});
