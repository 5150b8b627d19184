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

type Row = readonly [
  key: string,
  name: string,
  state: string,
  countryCode: CitySeed['countryCode'],
  latitude: number,
  longitude: number,
  timezone: string,
  popularity: number,
];

const ROWS: readonly Row[] = [
  ['nyc', 'New York', 'NY', 'us', 40.7128, -74.006, 'America/New_York', 100],
  ['er', 'East Rutherford', 'NJ', 'us', 40.8135, -74.0745, 'America/New_York', 40],
  ['bos', 'Boston', 'MA', 'us', 42.3601, -71.0589, 'America/New_York', 80],
  ['phi', 'Philadelphia', 'PA', 'us', 39.9526, -75.1652, 'America/New_York', 72],
  ['bal', 'Baltimore', 'MD', 'us', 39.2904, -76.6122, 'America/New_York', 55],
  ['was', 'Washington', 'DC', 'us', 38.9072, -77.0369, 'America/New_York', 74],
  ['pit', 'Pittsburgh', 'PA', 'us', 40.4406, -79.9959, 'America/New_York', 55],
  ['cle', 'Cleveland', 'OH', 'us', 41.4993, -81.6944, 'America/New_York', 52],
  ['cin', 'Cincinnati', 'OH', 'us', 39.1031, -84.512, 'America/New_York', 50],
  ['det', 'Detroit', 'MI', 'us', 42.3314, -83.0458, 'America/Detroit', 58],
  ['buf', 'Buffalo', 'NY', 'us', 42.8864, -78.8784, 'America/New_York', 45],
  ['atl', 'Atlanta', 'GA', 'us', 33.749, -84.388, 'America/New_York', 70],
  ['mia', 'Miami', 'FL', 'us', 25.7617, -80.1918, 'America/New_York', 78],
  ['tpa', 'Tampa', 'FL', 'us', 27.9506, -82.4572, 'America/New_York', 55],
  ['jax', 'Jacksonville', 'FL', 'us', 30.3322, -81.6557, 'America/New_York', 42],
  ['orl', 'Orlando', 'FL', 'us', 28.5384, -81.3789, 'America/New_York', 60],
  ['clt', 'Charlotte', 'NC', 'us', 35.2271, -80.8431, 'America/New_York', 52],
  ['ind', 'Indianapolis', 'IN', 'us', 39.7684, -86.1581, 'America/Indiana/Indianapolis', 48],
  ['chi', 'Chicago', 'IL', 'us', 41.8781, -87.6298, 'America/Chicago', 88],
  ['mil', 'Milwaukee', 'WI', 'us', 43.0389, -87.9065, 'America/Chicago', 46],
  ['gb', 'Green Bay', 'WI', 'us', 44.5133, -88.0133, 'America/Chicago', 35],
  ['min', 'Minneapolis', 'MN', 'us', 44.9778, -93.265, 'America/Chicago', 54],
  ['stl', 'St. Louis', 'MO', 'us', 38.627, -90.1994, 'America/Chicago', 50],
  ['kc', 'Kansas City', 'MO', 'us', 39.0997, -94.5786, 'America/Chicago', 50],
  ['nsh', 'Nashville', 'TN', 'us', 36.1627, -86.7816, 'America/Chicago', 68],
  ['mem', 'Memphis', 'TN', 'us', 35.1495, -90.049, 'America/Chicago', 44],
  ['nol', 'New Orleans', 'LA', 'us', 29.9511, -90.0715, 'America/Chicago', 62],
  ['hou', 'Houston', 'TX', 'us', 29.7604, -95.3698, 'America/Chicago', 66],
  ['dal', 'Dallas', 'TX', 'us', 32.7767, -96.797, 'America/Chicago', 68],
  ['arl', 'Arlington', 'TX', 'us', 32.7357, -97.1081, 'America/Chicago', 40],
  ['sa', 'San Antonio', 'TX', 'us', 29.4241, -98.4936, 'America/Chicago', 48],
  ['aus', 'Austin', 'TX', 'us', 30.2672, -97.7431, 'America/Chicago', 64],
  ['okc', 'Oklahoma City', 'OK', 'us', 35.4676, -97.5164, 'America/Chicago', 42],
  ['den', 'Denver', 'CO', 'us', 39.7392, -104.9903, 'America/Denver', 62],
  ['slc', 'Salt Lake City', 'UT', 'us', 40.7608, -111.891, 'America/Denver', 44],
  ['phx', 'Phoenix', 'AZ', 'us', 33.4484, -112.074, 'America/Phoenix', 58],
  ['lv', 'Las Vegas', 'NV', 'us', 36.1699, -115.1398, 'America/Los_Angeles', 82],
  ['la', 'Los Angeles', 'CA', 'us', 34.0522, -118.2437, 'America/Los_Angeles', 95],
  ['indio', 'Indio', 'CA', 'us', 33.7206, -116.2156, 'America/Los_Angeles', 38],
  ['sd', 'San Diego', 'CA', 'us', 32.7157, -117.1611, 'America/Los_Angeles', 60],
  ['sf', 'San Francisco', 'CA', 'us', 37.7749, -122.4194, 'America/Los_Angeles', 76],
  ['sj', 'San Jose', 'CA', 'us', 37.3382, -121.8863, 'America/Los_Angeles', 44],
  ['sac', 'Sacramento', 'CA', 'us', 38.5816, -121.4944, 'America/Los_Angeles', 42],
  ['sea', 'Seattle', 'WA', 'us', 47.6062, -122.3321, 'America/Los_Angeles', 64],
  ['por', 'Portland', 'OR', 'us', 45.5152, -122.6784, 'America/Los_Angeles', 48],
  ['lon', 'London', 'England', 'uk', 51.5072, -0.1276, 'Europe/London', 99],
  ['man', 'Manchester', 'England', 'uk', 53.4808, -2.2426, 'Europe/London', 85],
  ['liv', 'Liverpool', 'England', 'uk', 53.4084, -2.9916, 'Europe/London', 72],
  ['bir', 'Birmingham', 'England', 'uk', 52.4862, -1.8904, 'Europe/London', 66],
  ['ncl', 'Newcastle upon Tyne', 'England', 'uk', 54.9783, -1.6178, 'Europe/London', 55],
  ['lds', 'Leeds', 'England', 'uk', 53.8008, -1.5491, 'Europe/London', 54],
  ['sun', 'Sunderland', 'England', 'uk', 54.9069, -1.3838, 'Europe/London', 38],
  ['bur', 'Burnley', 'England', 'uk', 53.7893, -2.2405, 'Europe/London', 30],
  ['bri', 'Brighton', 'England', 'uk', 50.8225, -0.1372, 'Europe/London', 50],
  ['wol', 'Wolverhampton', 'England', 'uk', 52.5862, -2.1286, 'Europe/London', 36],
  ['not', 'Nottingham', 'England', 'uk', 52.9548, -1.1581, 'Europe/London', 44],
  ['bou', 'Bournemouth', 'England', 'uk', 50.7192, -1.8808, 'Europe/London', 36],
  ['gla', 'Glastonbury', 'England', 'uk', 51.1483, -2.7143, 'Europe/London', 40],
  ['gls', 'Glasgow', 'Scotland', 'uk', 55.8642, -4.2518, 'Europe/London', 60],
  ['car', 'Cardiff', 'Wales', 'uk', 51.4816, -3.1791, 'Europe/London', 50],
  ['syd', 'Sydney', 'NSW', 'au', -33.8688, 151.2093, 'Australia/Sydney', 90],
  ['mel', 'Melbourne', 'VIC', 'au', -37.8136, 144.9631, 'Australia/Melbourne', 86],
  ['bne', 'Brisbane', 'QLD', 'au', -27.4698, 153.0251, 'Australia/Brisbane', 64],
  ['per', 'Perth', 'WA', 'au', -31.9505, 115.8605, 'Australia/Perth', 56],
  ['akl', 'Auckland', 'Auckland', 'nz', -36.8485, 174.7633, 'Pacific/Auckland', 74],
  ['wlg', 'Wellington', 'Wellington', 'nz', -41.2866, 174.7756, 'Pacific/Auckland', 52],
  ['chc', 'Christchurch', 'Canterbury', 'nz', -43.5321, 172.6362, 'Pacific/Auckland', 44],
];

export const CITIES: readonly CitySeed[] = ROWS.map(
  ([key, name, state, countryCode, latitude, longitude, timezone, popularity]) => ({
    key,
    name,
    state,
    countryCode,
    latitude,
    longitude,
    timezone,
    popularity,
  }),
);
