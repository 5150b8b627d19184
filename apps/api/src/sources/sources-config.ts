// Which sources are connected, from the environment (README "External sources"):
//   SOURCE_URL_<SOURCE>    base URL of the source's API (pull, locks, orders); unset: not connected
//   SOURCE_TOKEN_<SOURCE>  bearer token we send to it
//   SOURCE_KEY_<SOURCE>    the key the source sends us on /insert/* (Authorization: Bearer <key>)
//   SOURCES_TIMEOUT_MS     longest wait for one upstream call (default 5000)
//   SOURCES_SYNC_INTERVAL_MS  pull every source this often in-process; 0 or unset: off
// <SOURCE> is TEVO, TICKET_NETWORK, AUTOMATIQ or MYTICKETS.
import { SOURCE_NAMES, type SourceName } from '@reprise/domain/schemas/sources';

export interface SourceSettings {
  /** Upstream base URL; absent: the source is not connected (its listings are local only). */
  baseUrl?: string;
  token?: string;
  /** Key the source must present on its /insert/* call; absent: pushes from it are refused. */
  ingestKey?: string;
}

export interface SourcesConfig {
  sources: Partial<Record<SourceName, SourceSettings>>;
  timeoutMs: number;
  /** 0: no in-process schedule. */
  syncIntervalMs: number;
}

export const DEFAULT_SOURCES_TIMEOUT_MS = 5_000;

/** The env variable suffix of a source: ticket_network → TICKET_NETWORK. */
export const envSuffix = (source: SourceName) => source.toUpperCase();

const wholeNumber = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`Invalid environment: ${name} must be a whole number of milliseconds`);
  }
  return number;
};

/** Reads the sources' settings from `env`; a malformed URL or number fails naming the variable. */
export function sourcesConfigFromEnv(env: NodeJS.ProcessEnv): SourcesConfig {
  const sources: SourcesConfig['sources'] = {};
  for (const source of SOURCE_NAMES) {
    const suffix = envSuffix(source);
    const baseUrl = env[`SOURCE_URL_${suffix}`] || undefined;
    if (baseUrl && !/^https?:\/\/\S+$/.test(baseUrl)) {
      throw new Error(`Invalid environment: SOURCE_URL_${suffix} must be an absolute http(s) URL`);
    }
    const ingestKey = env[`SOURCE_KEY_${suffix}`] || undefined;
    if (ingestKey && ingestKey.length < 16) {
      throw new Error(`Invalid environment: SOURCE_KEY_${suffix} must be at least 16 characters`);
    }
    sources[source] = { baseUrl, token: env[`SOURCE_TOKEN_${suffix}`] || undefined, ingestKey };
  }
  return {
    sources,
    timeoutMs:
      wholeNumber(env.SOURCES_TIMEOUT_MS, 'SOURCES_TIMEOUT_MS', DEFAULT_SOURCES_TIMEOUT_MS) ||
      DEFAULT_SOURCES_TIMEOUT_MS,
    syncIntervalMs: wholeNumber(env.SOURCES_SYNC_INTERVAL_MS, 'SOURCES_SYNC_INTERVAL_MS', 0),
  };
}
