/** What other contexts may use of money: exchange rates and the active currencies. */

export { findActiveCurrency } from './queries';
export { loadRates, ratesFor, requireRates, selectRates } from './rates';
