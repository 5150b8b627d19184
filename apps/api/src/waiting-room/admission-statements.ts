// The admission check of a hold and of a payment, each one round trip run as a named prepared
// statement: every admitted fan of an on-sale sends them, and each statement waits for a pooled
// connection among thousands of polling fans. The decisions stay in admission-guard.ts; these
// read (and, for a hold, bind) the admission's row.
import type { DatabaseHandle, NamedStatement } from '@reprise/db/client';

// The listing's event, the admission `$2` of that event, whether session `$3` already bought for
// it, and the bind: the admission takes session `$3` when it is fan `$4`'s, unexpired at `$5`,
// free or already this session's, and the session has not bought yet. Every part reads the
// statement's one snapshot, so `hold_session_id` is the value before the bind.
const HOLD_ADMISSION: NamedStatement = {
  name: 'hold_admission',
  text: `with l as (select event_id from listings where id = $1),
  f as (
    select fan_id, admission_expires_at, hold_session_id from waiting_room_fans
    where event_id = (select event_id from l) and admission_id = $2
  ),
  used as (
    select exists(
      select 1 from holds
      where session_id = $3 and event_id = (select event_id from l) and converted_at is not null
    ) as bought
  ),
  bound as (
    update waiting_room_fans set hold_session_id = $3
    where event_id = (select event_id from l) and admission_id = $2 and fan_id = $4
      and admission_expires_at > $5
      and (hold_session_id is null or hold_session_id = $3)
      and not (select bought from used)
    returning fan_id
  )
  select l.event_id, f.fan_id, f.admission_expires_at, f.hold_session_id,
    (select bought from used) as bought, exists(select 1 from bound) as bound
  from l left join f on true`,
};

// The hold's event and the admission `$2` of that event.
const PAYMENT_ADMISSION: NamedStatement = {
  name: 'payment_admission',
  text: `select h.event_id, f.fan_id, f.admission_expires_at, f.hold_session_id
  from holds h
  left join waiting_room_fans f on f.event_id = h.event_id and f.admission_id = $2
  where h.id = $1`,
};

interface AdmissionRowOut {
  event_id: number;
  fan_id: string | null;
  admission_expires_at: Date | string | null;
  hold_session_id: string | null;
}

/** An admission's row as a check needs it; null fields when the event has no such admission. */
export interface AdmissionFacts {
  eventId: number;
  fanId: string | null;
  admissionExpiresAt: Date | null;
  holdSessionId: string | null;
}

/** What the hold's statement found and did. */
export interface HoldAdmissionFacts extends AdmissionFacts {
  /** The session already bought for the event (its admission is used up). */
  bought: boolean;
  /** The admission is now bound to the session (it was free, or already this session's). */
  bound: boolean;
}

function facts(row: AdmissionRowOut): AdmissionFacts {
  return {
    eventId: row.event_id,
    fanId: row.fan_id,
    admissionExpiresAt: row.admission_expires_at ? new Date(row.admission_expires_at) : null,
    holdSessionId: row.hold_session_id,
  };
}

/**
 * For a hold: the listing's event (null: no such listing) and the admission's row, bound to the
 * session when `claim` (the verified cookie's jti and fan) may take it.
 */
export async function holdAdmission(
  database: DatabaseHandle,
  listingId: number,
  sessionId: string,
  claim: { jti: string; fanId: string } | null,
  now: Date,
): Promise<HoldAdmissionFacts | null> {
  const [row] = await database.query<AdmissionRowOut & { bought: boolean; bound: boolean }>(
    HOLD_ADMISSION,
    [listingId, claim?.jti ?? null, sessionId, claim?.fanId ?? null, now],
  );
  return row ? { ...facts(row), bought: row.bought, bound: row.bound } : null;
}

/** For a payment: the hold's event (null: no such hold) and the admission `jti`'s row. */
export async function paymentAdmission(
  database: DatabaseHandle,
  holdId: number,
  jti: string | null,
): Promise<AdmissionFacts | null> {
  const [row] = await database.query<AdmissionRowOut>(PAYMENT_ADMISSION, [holdId, jti]);
  return row ? facts(row) : null;
}
