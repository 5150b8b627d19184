/** What other contexts may use of the waiting room: the admission checks of the hold and payment calls. */

export { requireHoldAdmission, requirePaymentAdmission } from './admission-guard';
