import type { DealBasis } from '@reprise/domain/listings/deal-score';
import type { MessageKey, Translate } from '../../lib/i18n/catalogue';

// Tier labels by score, in the page's language (the API's English labels are the same words).
const TIERS: Record<string, MessageKey> = {
  '10': 'deal.tier.10',
  '9': 'deal.tier.9',
  '8': 'deal.tier.8',
  '7': 'deal.tier.7',
  '6.2': 'deal.tier.6.2',
  '6': 'deal.tier.6',
  '5': 'deal.tier.5',
  '4': 'deal.tier.4',
  '3': 'deal.tier.3',
  '2': 'deal.tier.2',
  '1': 'deal.tier.1',
};

const REASONS: Record<string, MessageKey> = {
  'in-line.area': 'deal.inLine.area',
  'in-line.view': 'deal.inLine.view',
  'below.area': 'deal.below.area',
  'below.view': 'deal.below.view',
  'above.area': 'deal.above.area',
  'above.view': 'deal.above.view',
  'best.in-line.area': 'deal.best.inLine.area',
  'best.in-line.view': 'deal.best.inLine.view',
  'best.below.area': 'deal.best.below.area',
  'best.below.view': 'deal.best.below.view',
  'best.above.area': 'deal.best.above.area',
  'best.above.view': 'deal.best.above.view',
};

/** A deal tier's label ('Great Deal'), or the API's own when the score is not a tier. */
export function dealLabel(t: Translate, deal: { score: number; label: string }): string {
  const key = TIERS[String(deal.score)];
  return key ? t(key) : deal.label;
}

/** A deal's one-line reason, worded from its basis; `money` writes the difference (whole units). */
export function dealReason(
  t: Translate,
  basis: DealBasis,
  money: (minor: number) => string,
): string {
  if (basis.comparison === 'too-few') return t('deal.tooFew');
  const key =
    REASONS[
      `${basis.best ? 'best.' : ''}${basis.comparison}.${basis.area === null ? 'view' : 'area'}`
    ];
  return key ? t(key, { amount: money(basis.difference), area: basis.area ?? '' }) : '';
}
