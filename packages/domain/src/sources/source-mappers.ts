// Which mapper reads which source's rows, and where each keeps its id.
import type { SourceName } from '../schemas/sources';
import { AUTOMATIQ_ID_KEY, mapAutomatiqListing } from './automatiq-mapping';
import { MERCURY_ID_KEY, mapMercuryListing } from './mercury-mapping';
import { MYTICKETS_ID_KEY, mapMyticketsListing } from './mytickets-mapping';
import type { MappedRow, MinorUnitsOf } from './normalized-listing';
import { mapTevoListing, TEVO_ID_KEY } from './tevo-mapping';

export interface SourceMapper {
  map: (raw: unknown, minorUnitsOf?: MinorUnitsOf) => MappedRow;
  /** The row field that holds the source's id of the listing. */
  idKey: string;
}

export const SOURCE_MAPPERS: Record<SourceName, SourceMapper> = {
  tevo: { map: mapTevoListing, idKey: TEVO_ID_KEY },
  ticket_network: { map: mapMercuryListing, idKey: MERCURY_ID_KEY },
  automatiq: { map: mapAutomatiqListing, idKey: AUTOMATIQ_ID_KEY },
  mytickets: { map: mapMyticketsListing, idKey: MYTICKETS_ID_KEY },
};
