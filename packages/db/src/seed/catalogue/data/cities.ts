// Real cities of the four markets, with real coordinates and IANA time zones.

/** A city of the demo catalogue; `state` is the card label (US/AU code, UK nation, NZ region). */
export interface CitySeed {
  key: string;
  name: string;
  state: string;
  countryCode: 'us' | 'uk' | 'au' | 'nz';
  latitude: number;
  longitude: number;
  timezone: string;
  popularity: number;
}

type Row = [string, string, string, number, number, string, number];

const rows = (countryCode: CitySeed['countryCode'], list: readonly Row[]): CitySeed[] =>
  list.map(([key, name, state, latitude, longitude, timezone, popularity]) => ({
    key,
    name,
    state,
    countryCode,
    latitude,
    longitude,
    timezone,
    popularity,
  }));

const NY = 'America/New_York';
const CH = 'America/Chicago';
const LA = 'America/Los_Angeles';
const DN = 'America/Denver';
const LON = 'Europe/London';

export const CITIES: readonly CitySeed[] = [
  ...rows('us', [
    ['nyc', 'New York', 'NY', 40.7128, -74.006, NY, 100],
    ['er', 'East Rutherford', 'NJ', 40.8135, -74.0745, NY, 40],
    ['bos', 'Boston', 'MA', 42.3601, -71.0589, NY, 80],
    ['phi', 'Philadelphia', 'PA', 39.9526, -75.1652, NY, 72],
    ['bal', 'Baltimore', 'MD', 39.2904, -76.6122, NY, 55],
    ['was', 'Washington', 'DC', 38.9072, -77.0369, NY, 74],
    ['pit', 'Pittsburgh', 'PA', 40.4406, -79.9959, NY, 55],
    ['cle', 'Cleveland', 'OH', 41.4993, -81.6944, NY, 52],
    ['cin', 'Cincinnati', 'OH', 39.1031, -84.512, NY, 50],
    ['det', 'Detroit', 'MI', 42.3314, -83.0458, 'America/Detroit', 58],
    ['buf', 'Buffalo', 'NY', 42.8864, -78.8784, NY, 45],
    ['atl', 'Atlanta', 'GA', 33.749, -84.388, NY, 70],
    ['mia', 'Miami', 'FL', 25.7617, -80.1918, NY, 78],
    ['tpa', 'Tampa', 'FL', 27.9506, -82.4572, NY, 55],
    ['jax', 'Jacksonville', 'FL', 30.3322, -81.6557, NY, 42],
    ['orl', 'Orlando', 'FL', 28.5384, -81.3789, NY, 60],
    ['clt', 'Charlotte', 'NC', 35.2271, -80.8431, NY, 52],
    ['ind', 'Indianapolis', 'IN', 39.7684, -86.1581, 'America/Indiana/Indianapolis', 48],
    ['chi', 'Chicago', 'IL', 41.8781, -87.6298, CH, 88],
    ['mil', 'Milwaukee', 'WI', 43.0389, -87.9065, CH, 46],
    ['gb', 'Green Bay', 'WI', 44.5133, -88.0133, CH, 35],
    ['min', 'Minneapolis', 'MN', 44.9778, -93.265, CH, 54],
    ['stl', 'St. Louis', 'MO', 38.627, -90.1994, CH, 50],
    ['kc', 'Kansas City', 'MO', 39.0997, -94.5786, CH, 50],
    ['nsh', 'Nashville', 'TN', 36.1627, -86.7816, CH, 68],
    ['mem', 'Memphis', 'TN', 35.1495, -90.049, CH, 44],
    ['nol', 'New Orleans', 'LA', 29.9511, -90.0715, CH, 62],
    ['hou', 'Houston', 'TX', 29.7604, -95.3698, CH, 66],
    ['dal', 'Dallas', 'TX', 32.7767, -96.797, CH, 68],
    ['arl', 'Arlington', 'TX', 32.7357, -97.1081, CH, 40],
    ['sa', 'San Antonio', 'TX', 29.4241, -98.4936, CH, 48],
    ['aus', 'Austin', 'TX', 30.2672, -97.7431, CH, 64],
    ['okc', 'Oklahoma City', 'OK', 35.4676, -97.5164, CH, 42],
    ['den', 'Denver', 'CO', 39.7392, -104.9903, DN, 62],
    ['slc', 'Salt Lake City', 'UT', 40.7608, -111.891, DN, 44],
    ['phx', 'Phoenix', 'AZ', 33.4484, -112.074, 'America/Phoenix', 58],
    ['lv', 'Las Vegas', 'NV', 36.1699, -115.1398, LA, 82],
    ['la', 'Los Angeles', 'CA', 34.0522, -118.2437, LA, 95],
    ['indio', 'Indio', 'CA', 33.7206, -116.2156, LA, 38],
    ['sd', 'San Diego', 'CA', 32.7157, -117.1611, LA, 60],
    ['sf', 'San Francisco', 'CA', 37.7749, -122.4194, LA, 76],
    ['sj', 'San Jose', 'CA', 37.3382, -121.8863, LA, 44],
    ['sac', 'Sacramento', 'CA', 38.5816, -121.4944, LA, 42],
    ['sea', 'Seattle', 'WA', 47.6062, -122.3321, LA, 64],
    ['por', 'Portland', 'OR', 45.5152, -122.6784, LA, 48],
  ]),
  ...rows('uk', [
    ['lon', 'London', 'England', 51.5072, -0.1276, LON, 99],
    ['man', 'Manchester', 'England', 53.4808, -2.2426, LON, 85],
    ['liv', 'Liverpool', 'England', 53.4084, -2.9916, LON, 72],
    ['bir', 'Birmingham', 'England', 52.4862, -1.8904, LON, 66],
    ['ncl', 'Newcastle upon Tyne', 'England', 54.9783, -1.6178, LON, 55],
    ['lds', 'Leeds', 'England', 53.8008, -1.5491, LON, 54],
    ['sun', 'Sunderland', 'England', 54.9069, -1.3838, LON, 38],
    ['bur', 'Burnley', 'England', 53.7893, -2.2405, LON, 30],
    ['bri', 'Brighton', 'England', 50.8225, -0.1372, LON, 50],
    ['wol', 'Wolverhampton', 'England', 52.5862, -2.1286, LON, 36],
    ['not', 'Nottingham', 'England', 52.9548, -1.1581, LON, 44],
    ['bou', 'Bournemouth', 'England', 50.7192, -1.8808, LON, 36],
    ['gla', 'Glastonbury', 'England', 51.1483, -2.7143, LON, 40],
    ['gls', 'Glasgow', 'Scotland', 55.8642, -4.2518, LON, 60],
    ['car', 'Cardiff', 'Wales', 51.4816, -3.1791, LON, 50],
  ]),
  ...rows('au', [
    ['syd', 'Sydney', 'NSW', -33.8688, 151.2093, 'Australia/Sydney', 90],
    ['mel', 'Melbourne', 'VIC', -37.8136, 144.9631, 'Australia/Melbourne', 86],
    ['bne', 'Brisbane', 'QLD', -27.4698, 153.0251, 'Australia/Brisbane', 64],
    ['per', 'Perth', 'WA', -31.9505, 115.8605, 'Australia/Perth', 56],
  ]),
  ...rows('nz', [
    ['akl', 'Auckland', 'Auckland', -36.8485, 174.7633, 'Pacific/Auckland', 74],
    ['wlg', 'Wellington', 'Wellington', -41.2866, 174.7756, 'Pacific/Auckland', 52],
    ['chc', 'Christchurch', 'Canterbury', -43.5321, 172.6362, 'Pacific/Auckland', 44],
  ]),
];
