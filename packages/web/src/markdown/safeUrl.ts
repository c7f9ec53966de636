// Browsers ignore these characters when they parse a URL's scheme ("java\tscript:" runs), so
// they are dropped before the scheme is read.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const IGNORED_URL_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const URL_SCHEME = /^([a-z][a-z\d+.-]*):/i;
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * Whether a URL (as the DOM holds it, character references already decoded) is safe to keep:
 * relative, or with an http(s), mailto or tel scheme. Everything else, notably `javascript:`,
 * `vbscript:` and `data:`, is not.
 */
export function isSafeUrl(url: string): boolean {
  const scheme = URL_SCHEME.exec(url.replace(IGNORED_URL_CHARACTERS, ""))?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** Whether every candidate URL of a `srcset` ("a.png 1x, b.png 2x") is safe. */
export function isSafeSrcset(srcset: string): boolean {
  return srcset.split(",").every((candidate) => isSafeUrl(candidate.trim().split(/\s+/, 1)[0]!));
}
