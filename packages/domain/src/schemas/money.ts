import { z } from 'zod';

// Currency entry: code, content (symbol), name; `active` marks USD, the list's default.
export const currencyEntrySchema = z.object({
  code: z.string(),
  content: z.string().describe('Currency symbol'),
  name: z.string(),
  active: z.boolean().describe('The entry highlighted by default (USD)'),
  minor_units: z.number().int(),
});
export type CurrencyEntry = z.infer<typeof currencyEntrySchema>;
export const currencyListResponseSchema = z.object({ data: z.array(currencyEntrySchema) });

export const currencyDataQuerySchema = z.object({
  countryCode: z
    .string()
    .trim()
    .max(10, 'countryCode must be at most 10 characters')
    // PostgreSQL refuses NUL in text, and no country code contains control characters.
    .regex(/^\P{Cc}*$/u, 'countryCode must not contain control characters')
    .optional()
    .describe('Country code; unknown, noc or absent → GBP'),
});
// Currency response: defaultcurrency, symbol.
export const currencyDataResponseSchema = z.object({
  defaultcurrency: z.string(),
  symbol: z.string(),
});

const currencyCode = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^[A-Za-z]{3}$/, `${field} must be a 3-letter currency code`)
    .transform((code) => code.toUpperCase());

export const convertQuerySchema = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a whole number of minor units' })
    .int('amount must be a whole number of minor units')
    .min(-1_000_000_000_000, 'amount is too small')
    .max(1_000_000_000_000, 'amount is too large'),
  from: currencyCode('from'),
  to: currencyCode('to'),
});
export const convertResponseSchema = z.object({
  data: z.object({
    amount: z.number().int(),
    from: z.string(),
    to: z.string(),
    result: z.number().int().describe('Converted amount in minor units of `to`'),
    result_major: z.number().describe('The result in major units (JPY has none)'),
  }),
});
