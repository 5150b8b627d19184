// Which connector serves each ticketing system: a source with SOURCE_URL_* talks to its API,
// any other stands in with `localSource` (the demo's generated listings: nothing to lock upstream).
import type { Db } from '@reprise/db/client';
import { ticketingSystems } from '@reprise/db/schema/listings';
import { SOURCE_NAMES, type SourceName } from '@reprise/domain/schemas/sources';
import { eq } from 'drizzle-orm';
import { automatiqConnector } from './automatiq/automatiq-connector';
import { myticketsConnector } from './mytickets/mytickets-connector';
import {
  localRegistry,
  localSource,
  type SourceAdapter,
  type SourceRegistry,
} from './source-adapter';
import type { SourceConnector } from './source-connector';
import type { DeliveryRegistry } from './source-delivery';
import type { SourcesConfig } from './sources-config';
import { tevoConnector } from './tevo/tevo-connector';
import { mercuryConnector } from './ticket-network/mercury-connector';
import type { UpstreamEndpoint } from './upstream-http';

const CONNECTORS: Record<SourceName, (endpoint: UpstreamEndpoint) => SourceConnector> = {
  tevo: tevoConnector,
  ticket_network: mercuryConnector,
  automatiq: automatiqConnector,
  mytickets: myticketsConnector,
};

/** The connectors of every source that has an upstream URL. */
export function configuredConnectors(config: SourcesConfig): SourceConnector[] {
  return SOURCE_NAMES.flatMap((source) => {
    const settings = config.sources[source];
    if (!settings?.baseUrl) return [];
    return [
      CONNECTORS[source]({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: config.timeoutMs,
      }),
    ];
  });
}

/** The upstream endpoint of one source, if it is connected. */
export function sourceEndpoint(config: SourcesConfig, source: SourceName): UpstreamEndpoint | null {
  const settings = config.sources[source];
  return settings?.baseUrl
    ? { baseUrl: settings.baseUrl, token: settings.token, timeoutMs: config.timeoutMs }
    : null;
}

/**
 * The registry checkout calls (source-adapter.ts): a connected source's connector for its
 * ticketing system id, `localSource` for any other. Ids are matched to names on first use (the
 * adapter's calls are async anyway), so building it needs no query and no migrated database.
 */
export function createSourceRegistry(db: Db, config: SourcesConfig): SourceRegistry {
  const connectors = new Map<string, SourceAdapter>(
    configuredConnectors(config).map((c) => [c.source, c]),
  );
  if (connectors.size === 0) return localRegistry;
  let names: Promise<Map<number, string>> | null = null;
  const load = () => {
    names ??= db
      .select({ id: ticketingSystems.id, name: ticketingSystems.name })
      .from(ticketingSystems)
      .then((rows) => new Map(rows.map((r) => [r.id, r.name])));
    names.catch(() => {
      names = null;
    });
    return names;
  };
  const adapterOf = async (id: number) =>
    connectors.get((await load()).get(id) ?? '') ?? localSource;
  return (id) => ({
    lock: async (request) => (await adapterOf(id)).lock(request),
    relock: async (request) => (await adapterOf(id)).relock(request),
    release: async (request) => (await adapterOf(id)).release(request),
    placeOrder: async (request) => (await adapterOf(id)).placeOrder(request),
  });
}

/** The ticketing system id of a source, or null when the database has no such system. */
export async function ticketingSystemIdOf(db: Db, source: SourceName): Promise<number | null> {
  const [row] = await db
    .select({ id: ticketingSystems.id })
    .from(ticketingSystems)
    .where(eq(ticketingSystems.name, source));
  return row?.id ?? null;
}

/** The delivery reporters of the connected sources (the fulfilment poll asks them). */
export function createDeliveryRegistry(config: SourcesConfig): DeliveryRegistry {
  const connectors = new Map<string, SourceConnector>(
    configuredConnectors(config).map((c) => [c.source, c]),
  );
  return {
    sources: [...connectors.keys()] as SourceName[],
    of: (source) => connectors.get(source) ?? null,
  };
}
