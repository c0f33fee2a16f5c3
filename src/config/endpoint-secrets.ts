// What of a remote browser's endpoint is secret, and how it is shown: header values, the user
// info and query values of the endpoint URL are never printed (errors, logs, responses, help).

/** Stands for a secret wherever one would have been printed. */
export const MASK = '***';

/**
 * The endpoint as it may be printed: user name, password and every query value masked (services
 * carry their token there, e.g. `?token=…`); scheme, host, port, path and parameter names kept.
 */
export function shownEndpoint(raw: string): string {
  // Without its scheme ("127.0.0.1:9222", "user:pw@host:9222"), read as if it had one: what would
  // be user info or a query is masked all the same, and the rest is shown to say what is wrong.
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(raw))
    return URL.canParse(`http://${raw}`) ? shownEndpoint(`http://${raw}`).slice('http://'.length) : MASK;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Unparsable: no part of it is known not to be a secret.
    return MASK;
  }
  // Nothing secret in it: shown as the user wrote it.
  if (!url.username && !url.password && !url.search && !url.hash) return raw;
  const userInfo = url.username || url.password ? `${MASK}${url.password ? `:${MASK}` : ''}@` : '';
  // A bare `?token` has no name to keep.
  const query = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${MASK}` : MASK))
    .join('&');
  const authority = url.host ? `//${userInfo}${url.host}` : '';
  return `${url.protocol}${authority}${url.pathname}${query ? `?${query}` : ''}${url.hash ? '#' + MASK : ''}`;
}

/**
 * Secrets shorter than this are not searched for in text: they cannot be told from ordinary words,
 * and masking them would garble every message.
 */
const MIN_SECRET_CHARS = 4;

/** Every string that `redact` masks: header values (and their credentials part), user info and query values. */
export function endpointSecrets(cdpUrl: string, headers: Readonly<Record<string, string>>): string[] {
  const secrets: string[] = [];
  for (const value of Object.values(headers)) {
    secrets.push(value);
    // "Bearer <token>", "Basic <credentials>": the credentials alone may be printed elsewhere.
    const credentials = /^\S+\s+(\S.*)$/.exec(value)?.[1];
    if (credentials) secrets.push(credentials);
  }
  let url: URL | undefined;
  try {
    url = new URL(cdpUrl);
  } catch {
    secrets.push(cdpUrl);
  }
  if (url) {
    secrets.push(url.username, url.password, decoded(url.username), decoded(url.password));
    // As parsed, and as written: Playwright's messages quote the URL as given.
    for (const [, value] of url.searchParams) secrets.push(value, encodeURIComponent(value));
    for (const pair of url.search.slice(1).split('&')) secrets.push(pair.slice(pair.indexOf('=') + 1));
  }
  // Longest first, so a value that contains another is masked whole.
  return [...new Set(secrets.filter((secret) => secret.length >= MIN_SECRET_CHARS))].sort(
    (a, b) => b.length - a.length,
  );
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `text` with every secret masked. */
export function redact(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) redacted = redacted.split(secret).join(MASK);
  return redacted;
}
