import type { LanguageTag } from '@reprise/domain/constants';
import { dateLocale } from '@reprise/domain/language/intl-locale';
import type { PriceHistory } from '@reprise/domain/price-history/price-history';
import { useId } from 'react';
import { formatShortDay } from '../../lib/format-day';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { CHART, chartGeometry } from './price-history-geometry';

// Line colours (each ≥ 3:1 on white) and dash patterns, so zones differ without colour too.
const STYLES = [
  { stroke: '#1d4ed8', dash: undefined },
  { stroke: '#b91c1c', dash: '6 3' },
  { stroke: '#047857', dash: '2 3' },
  { stroke: '#6d28d9', dash: '8 3 2 3' },
  { stroke: '#b45309', dash: '4 4' },
  { stroke: '#0f766e', dash: '1 2' },
];
const styleOf = (index: number) => STYLES[index % STYLES.length]!;

// English keeps the month-first labels the chart always printed ('Nov 26'); the others write a
// day the way their language does ('26. Nov.'). The days are UTC calendar days, shown as such.
const chartDayLocale = (language: LanguageTag) =>
  language === 'en' ? 'en-US' : dateLocale(language);

/**
 * The event's price history: a small SVG chart of each zone's lowest all-in price per ticket over
 * the last 30 days, and the same numbers as a table. Rendered on the server as plain markup;
 * nothing here runs in the browser. Nothing shows before the first daily snapshot.
 */
export function PriceHistoryChart({ history }: { history: PriceHistory | null | undefined }) {
  const headingId = useId();
  const t = useT();
  const format = useLocaleFormat();
  const locale = chartDayLocale(useLanguage());
  if (!history?.currency || history.days.length === 0) return null;
  const { currency, minorUnits } = history;
  const money = (minor: number) => format.money(minor, currency, minorUnits);
  const dayLabel = (day: string) => formatShortDay(day, locale);
  const geometry = chartGeometry(history);
  const summary = t('priceHistory.summary', {
    from: dayLabel(history.from),
    to: dayLabel(history.to),
    currency,
  });
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        {t('priceHistory.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{summary}</p>
      <figure className="mt-4">
        <svg
          role="img"
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          className="h-auto w-full max-w-2xl"
        >
          <title>{t('priceHistory.chartTitle', { summary })}</title>
          <line
            x1={CHART.left}
            x2={CHART.width - CHART.right}
            y1={CHART.height - CHART.bottom}
            y2={CHART.height - CHART.bottom}
            stroke="#64748b"
          />
          {geometry.yTicks.map((tick) => (
            <g key={tick.minor}>
              <line
                x1={CHART.left}
                x2={CHART.width - CHART.right}
                y1={tick.y}
                y2={tick.y}
                stroke="#e2e8f0"
              />
              <text x={CHART.left - 6} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#334155">
                {money(tick.minor)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick, index) => (
            <text
              key={tick.day}
              x={tick.x}
              y={CHART.height - 10}
              textAnchor={index === 0 ? 'start' : 'end'}
              fontSize="12"
              fill="#334155"
            >
              {dayLabel(tick.day)}
            </text>
          ))}
          {geometry.lines.map((line) => {
            const style = styleOf(line.zoneIndex);
            return (
              <g key={line.zoneIndex} data-zone={history.zones[line.zoneIndex]!.id}>
                <path
                  d={line.path}
                  fill="none"
                  stroke={style.stroke}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                  strokeLinejoin="round"
                />
                {line.points.map((point) => (
                  <circle
                    key={`${point.x}-${point.y}`}
                    cx={point.x}
                    cy={point.y}
                    r="3"
                    fill={style.stroke}
                  />
                ))}
              </g>
            );
          })}
        </svg>
        <figcaption>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
            {history.zones.map((zone, index) => (
              <li key={zone.id} className="inline-flex items-center gap-2">
                <svg aria-hidden="true" width="24" height="8" viewBox="0 0 24 8">
                  <line
                    x1="0"
                    x2="24"
                    y1="4"
                    y2="4"
                    stroke={styleOf(index).stroke}
                    strokeWidth="2.5"
                    strokeDasharray={styleOf(index).dash}
                  />
                </svg>
                {zone.name}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      <details className="mt-4">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
          {t('priceHistory.showTable')}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 min-w-full text-left text-sm">
            <caption className="sr-only">{summary}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('priceHistory.day')}
                </th>
                {history.zones.map((zone) => (
                  <th key={zone.id} scope="col" className="py-2 pr-4 font-semibold">
                    {zone.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.days.map((day) => (
                <tr key={day.day} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {dayLabel(day.day)}
                  </th>
                  {day.prices.map((price, index) => (
                    <td key={history.zones[index]!.id} className="py-1.5 pr-4 tabular-nums">
                      {price === null ? t('priceHistory.noneOnSale') : money(price)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
