/** What other parts of the server use of the alerts (decision 029): adoption at sign-up. */
export { adoptGuestAlerts } from './adoption.ts';
