/**
 * How long owners wait for the Verified tag, as the console's overview tells it (issue 16): the median time
 * from a request to its approval, over the approvals of the last this many days — long enough to hold a
 * quiet month's handful, short enough to describe the team as it works now.
 */
export const TIME_TO_VERIFY_DAYS = 30;
