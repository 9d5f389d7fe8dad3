/**
 * What other modules and the server's roots use of reports and broker flags (decision 021): an account's
 * reports for its page in the console, and the broker-flag scans (per account after a listing or phone
 * change; all accounts in the nightly job).
 */
export { findAccountReports } from './account-reports.ts';
export { scanBrokerFlagsForAccount } from './broker-scan.ts';
export { brokerScanJob } from './broker-scan-job.ts';
