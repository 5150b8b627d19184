import type { Db } from '@reprise/db/client';
import type { FastifyRequest } from 'fastify';
import { chosenLanguage } from '../platform/request-language';
import { type BuyerRow, noteBuyerLanguage } from './buyer-queries';

// A signed-in fan's mails follow the language they last chose. It is carried over where a fan
// acts anyway (a sign-in, an order), not on every request: one statement, and only when the
// Language dialog's cookie names another language than the one stored (when it is known).

/** Stores the language the request's cookie chose as the buyer's mail language, if it changed. */
export async function keepChosenLanguage(
  db: Db,
  request: FastifyRequest,
  buyer: Pick<BuyerRow, 'id'> & Partial<Pick<BuyerRow, 'language'>>,
  now: Date,
): Promise<void> {
  const chosen = chosenLanguage(request);
  if (chosen && chosen !== buyer.language) await noteBuyerLanguage(db, buyer.id, chosen, now);
}
