/**
 * What other contexts may use of notifications: the signed one-click unsubscribe links and their
 * routes, and the fan's choice of optional mails as a filter on recipients.
 */

export { wantsMailSql } from './notification-settings-queries';
export { unsubscribeLinkRoutes } from './unsubscribe-routes';
export {
  type UnsubscribePurpose,
  unsubscribeHeaders,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-token';
