/** What other contexts may use of the guarantee: appending to the audit log. */

export { type AuditEntry, appendAudit } from './audit-queries';
