/** What other contexts may use of price alerts: the shape of more work for the change job. */

export type { ListingsChangedWork } from './alerts-plugin';
