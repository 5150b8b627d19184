/**
 * What other contexts may use of sources: the registry of adapters that lock and order upstream
 * (checkout), and the delivery reports of the connected sources (fulfilment).
 */

export type { SourceRegistry } from './source-adapter';
export type {
  DeliveryRegistry,
  UpstreamDelivery,
  UpstreamTicketFile,
} from './source-delivery';
export { NO_DELIVERY_SOURCES } from './source-delivery';
export { requireSourceKey } from './source-keys';
export { createDeliveryRegistry } from './source-registry';
