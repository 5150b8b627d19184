/** What other contexts may use of listings: the ticketing systems listings come from. */

export { listTicketingSystems } from './listing-queries';
