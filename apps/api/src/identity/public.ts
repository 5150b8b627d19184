/**
 * What other contexts may use of identity: who is signed in (and the guards that require it),
 * buyer rows, secret tokens, password hashing (the desk's accounts use the same) and the
 * user-object cookie.
 */

export { keepChosenLanguage } from './buyer-language';
export {
  type BuyerRow,
  findBuyerById,
  findFirstOrderOffer,
  listBuyerEmails,
  profileColumns,
  updateBuyer,
} from './buyer-queries';
export { hashPassword, verifyPassword } from './passwords';
export {
  claimedBuyerId,
  currentBuyer,
  notSignedIn,
  requireBuyer,
  requireOwnId,
} from './require-buyer';
export { hashSecretToken, newSecretToken } from './secret-tokens';
export { setUserObjectCookie } from './session-cookies';
export { bodyEmail } from './session-routes';
