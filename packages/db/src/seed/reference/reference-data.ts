// Fixed reference rows. Country and state ids follow the numbering our fixed ids come from
// (us 233, uk 232, au 14, nz 158; UK regions 2335–2338), so ids seen by clients stay stable.

export interface CountrySeed {
  id: number;
  name: string;
  /** Lowercase ISO alpha-2, except the United Kingdom, which is 'uk'. */
  code: string;
  currencyCode: string;
}

export interface StateSeed {
  id: number;
  name: string;
  code: string;
  countryId: number;
}

export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  minorUnits: number;
  position: number;
  /** Units one US dollar buys: fixed demo values, not live rates. */
  unitsPerUsd: number;
}

export const COUNTRY_ID = { us: 233, uk: 232, au: 14, nz: 158 } as const;

/** A country: its code, id, name and currency. */
type CountryRow = readonly [code: string, id: number, name: string, currencyCode: string];

const COUNTRIES: readonly CountryRow[] = [
  ['us', 233, 'United States', 'USD'],
  ['uk', 232, 'United Kingdom', 'GBP'],
  ['au', 14, 'Australia', 'AUD'],
  ['nz', 158, 'New Zealand', 'NZD'],
  ['ca', 39, 'Canada', 'USD'],
  ['ie', 105, 'Ireland', 'EUR'],
  ['de', 82, 'Germany', 'EUR'],
  ['fr', 75, 'France', 'EUR'],
  ['es', 207, 'Spain', 'EUR'],
  ['it', 107, 'Italy', 'EUR'],
  ['nl', 156, 'Netherlands', 'EUR'],
  ['jp', 109, 'Japan', 'JPY'],
  ['cn', 45, 'China', 'CNY'],
];

export const COUNTRY_SEEDS: readonly CountrySeed[] = COUNTRIES.map(
  ([code, id, name, currencyCode]) => ({ id, name, code, currencyCode }),
);

/** A state or region: its country, id, name and code. */
type StateRow = readonly [country: keyof typeof COUNTRY_ID, id: number, name: string, code: string];

const STATES: readonly StateRow[] = [
  ['us', 1456, 'Alabama', 'AL'],
  ['us', 1400, 'Alaska', 'AK'],
  ['us', 1434, 'Arizona', 'AZ'],
  ['us', 1444, 'Arkansas', 'AR'],
  ['us', 1416, 'California', 'CA'],
  ['us', 1450, 'Colorado', 'CO'],
  ['us', 1435, 'Connecticut', 'CT'],
  ['us', 1399, 'Delaware', 'DE'],
  ['us', 1437, 'District of Columbia', 'DC'],
  ['us', 1436, 'Florida', 'FL'],
  ['us', 1455, 'Georgia', 'GA'],
  ['us', 1411, 'Hawaii', 'HI'],
  ['us', 1460, 'Idaho', 'ID'],
  ['us', 1425, 'Illinois', 'IL'],
  ['us', 1440, 'Indiana', 'IN'],
  ['us', 1459, 'Iowa', 'IA'],
  ['us', 1406, 'Kansas', 'KS'],
  ['us', 1419, 'Kentucky', 'KY'],
  ['us', 1457, 'Louisiana', 'LA'],
  ['us', 1453, 'Maine', 'ME'],
  ['us', 1401, 'Maryland', 'MD'],
  ['us', 1433, 'Massachusetts', 'MA'],
  ['us', 1426, 'Michigan', 'MI'],
  ['us', 1420, 'Minnesota', 'MN'],
  ['us', 1430, 'Mississippi', 'MS'],
  ['us', 1451, 'Missouri', 'MO'],
  ['us', 1446, 'Montana', 'MT'],
  ['us', 1408, 'Nebraska', 'NE'],
  ['us', 1458, 'Nevada', 'NV'],
  ['us', 1404, 'New Hampshire', 'NH'],
  ['us', 1417, 'New Jersey', 'NJ'],
  ['us', 1423, 'New Mexico', 'NM'],
  ['us', 1452, 'New York', 'NY'],
  ['us', 1447, 'North Carolina', 'NC'],
  ['us', 1418, 'North Dakota', 'ND'],
  ['us', 4851, 'Ohio', 'OH'],
  ['us', 1421, 'Oklahoma', 'OK'],
  ['us', 1415, 'Oregon', 'OR'],
  ['us', 1422, 'Pennsylvania', 'PA'],
  ['us', 1461, 'Rhode Island', 'RI'],
  ['us', 1443, 'South Carolina', 'SC'],
  ['us', 1445, 'South Dakota', 'SD'],
  ['us', 1454, 'Tennessee', 'TN'],
  ['us', 1407, 'Texas', 'TX'],
  ['us', 1414, 'Utah', 'UT'],
  ['us', 1409, 'Vermont', 'VT'],
  ['us', 1427, 'Virginia', 'VA'],
  ['us', 1462, 'Washington', 'WA'],
  ['us', 1429, 'West Virginia', 'WV'],
  ['us', 1441, 'Wisconsin', 'WI'],
  ['us', 1442, 'Wyoming', 'WY'],
  // The UK regions keep these ids; 'Ireland' is the fixed name for Northern Ireland's region.
  ['uk', 2335, 'Scotland', 'SCT'],
  ['uk', 2336, 'England', 'ENG'],
  ['uk', 2337, 'Ireland', 'NIR'],
  ['uk', 2338, 'Wales', 'WLS'],
  ['au', 3903, 'Victoria', 'VIC'],
  ['au', 3904, 'South Australia', 'SA'],
  ['au', 3905, 'Queensland', 'QLD'],
  ['au', 3906, 'Western Australia', 'WA'],
  ['au', 3907, 'Australian Capital Territory', 'ACT'],
  ['au', 3908, 'Tasmania', 'TAS'],
  ['au', 3909, 'New South Wales', 'NSW'],
  ['au', 3910, 'Northern Territory', 'NT'],
  ['nz', 4072, 'Auckland', 'AUK'],
  ['nz', 4065, 'Wellington', 'WGN'],
  ['nz', 4066, 'Canterbury', 'CAN'],
  ['nz', 4067, 'Otago', 'OTA'],
  ['nz', 4068, 'Waikato', 'WKO'],
  ['nz', 4069, 'Bay of Plenty', 'BOP'],
];

export const STATE_SEEDS: readonly StateSeed[] = STATES.map(([country, id, name, code]) => ({
  id,
  name,
  code,
  countryId: COUNTRY_ID[country],
}));

/** A currency: code, name, symbol, minor units, units one US dollar buys. */
type CurrencyRow = readonly [
  code: string,
  name: string,
  symbol: string,
  minorUnits: number,
  unitsPerUsd: number,
];

// Fixed order (GBP, EUR, AUD, NZD, JPY, CNY, USD), which is each currency's position; JPY has no
// minor unit.
const CURRENCIES: readonly CurrencyRow[] = [
  ['GBP', 'British Pound', '£', 2, 0.79],
  ['EUR', 'Euro', '€', 2, 0.92],
  ['AUD', 'Australian Dollar', 'A$', 2, 1.52],
  ['NZD', 'New Zealand Dollar', 'NZ$', 2, 1.66],
  ['JPY', 'Japanese Yen', '¥', 0, 151.5],
  ['CNY', 'Chinese Yuan', '¥', 2, 7.24],
  ['USD', 'US Dollar', '$', 2, 1],
];

export const CURRENCY_SEEDS: readonly CurrencySeed[] = CURRENCIES.map(
  ([code, name, symbol, minorUnits, unitsPerUsd], index) => ({
    code,
    name,
    symbol,
    minorUnits,
    position: index + 1,
    unitsPerUsd,
  }),
);
