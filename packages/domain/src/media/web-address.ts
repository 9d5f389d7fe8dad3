/** http(s)://, a host, then anything without white space. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;
const WEB_SCHEME = /^https?:\/\//i;

/**
 * Starts with http:// or https:// (in any case, as browsers read it): a link somewhere on the web, as
 * opposed to the key of a picture uploaded here.
 */
export function isWebLink(value: string): boolean {
  return WEB_SCHEME.test(value);
}

/**
 * A whole http(s) address a browser can open: the scheme, a host, no white space anywhere. What the
 * wizard's URL field adds, a listing may hold, and a profile picture may be.
 */
export function isHttpUrl(value: string): boolean {
  if (!WEB_ADDRESS.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}
