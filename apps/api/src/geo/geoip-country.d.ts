// geoip-country ships no type declarations; this covers the one function we call.
declare module 'geoip-country' {
  interface GeoIpCountry {
    /** ISO 3166-1 alpha-2, uppercase ('GB' for the United Kingdom). */
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): GeoIpCountry | null };
  export default geoip;
}
