/** What other contexts may use of notifications: the signed one-click unsubscribe links. */

export {
  type UnsubscribePurpose,
  unsubscribeHeaders,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-token';
