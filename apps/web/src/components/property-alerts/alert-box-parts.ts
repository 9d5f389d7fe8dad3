/**
 * What the home page's alert box needs beyond its heading, loaded as the box comes near (use-alert-box-parts.ts):
 * the forms, the search's suggested name and their words.
 */
export { suggestedName } from '../saved-searches/suggested-name';
export { GuestAlertForm } from './guest-alert-form';
export { MemberAlertForm } from './member-alert-form';
