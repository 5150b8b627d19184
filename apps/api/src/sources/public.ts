/** What checkout may use of sources: the registry of adapters that lock and order upstream. */

export type { SourceRegistry } from './source-adapter';
