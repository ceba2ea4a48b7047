/**
 * Request addresses as they may be logged: the value of any query parameter that can carry a
 * secret (email-link tokens, sign-in tokens, checkout sessions) is replaced, so no log line ever
 * holds a token a reader could replay.
 */
const secretName = /token|secret|session|password|key|code/i;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return secretName.test(decodeURIComponent(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}
