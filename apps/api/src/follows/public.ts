/** What other contexts may use of follows: following or unfollowing a performer. */

export { saveFollow } from './follow-service';
