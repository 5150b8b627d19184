/**
 * What other contexts may use of identity: who is signed in (and the guards that require it),
 * buyer rows, secret tokens and the user-object cookie.
 */

export {
  type BuyerRow,
  findBuyerById,
  findFirstOrderOffer,
  listBuyerEmails,
  updateBuyer,
} from './buyer-queries';
export { currentBuyer, notSignedIn, requireBuyer, requireOwnId } from './require-buyer';
export { newSecretToken } from './secret-tokens';
export { setUserObjectCookie } from './session-cookies';
