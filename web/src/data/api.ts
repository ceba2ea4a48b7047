/**
 * The API client: the only module that calls fetch (docs/architecture.md). Every call sends the session
 * cookie and speaks JSON. A non-OK answer becomes an ApiError whose message is
 * `${status}: ${body text or status text}` (docs/product.md §7); it also carries the status and the server's
 * `{message}` so a toast can show the words the server chose. A failed fetch (no network, server
 * down) becomes a NetworkError, which callers treat as "offline", never as "signed out".
 */
import type * as z from 'zod/mini';
import type { Transport } from './sync/transport';

export class ApiError extends Error {
  readonly status: number;
  /** The `message` field of the JSON error body, when there was one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = readMessage(bodyText);
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered 2xx but not with the shape the shared schema describes. */
export class UnexpectedResponseError extends Error {
  constructor(path: string, cause: unknown) {
    super(`Unexpected response from ${path}`, { cause });
    this.name = 'UnexpectedResponseError';
  }
}

function readMessage(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // A plain-text or empty body has no server message; the status line stands in for it.
  }
  return undefined;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The body as fetch takes it: JSON, or a multipart form whose boundary the browser writes. */
function encode(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  // Fastify rejects an empty body that claims to be JSON, so the header goes only with a body.
  if (body === undefined) return { headers: {} };
  if (body instanceof FormData) return { headers: {}, body };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

async function send(method: Method, path: string, body?: unknown): Promise<string> {
  const encoded = encode(body);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...encoded.headers },
      credentials: 'include',
      cache: 'no-store',
      ...(encoded.body !== undefined ? { body: encoded.body } : {}),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text;
}

/** A file the server keeps (a document, a receipt), as it was stored. */
async function getBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', cache: 'no-store' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response.blob();
}

async function request<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const text = await send(method, path, body);
  const parsed = schema.safeParse(text ? JSON.parse(text) : undefined);
  if (!parsed.success) throw new UnexpectedResponseError(path, parsed.error);
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodMiniType>(path: string, schema: S) => request('GET', path, schema),
  post: <S extends z.ZodMiniType>(path: string, body: unknown, schema: S) =>
    request('POST', path, schema, body),
  patch: <S extends z.ZodMiniType>(path: string, body: unknown, schema: S) =>
    request('PATCH', path, schema, body),
  delete: <S extends z.ZodMiniType>(path: string, body: unknown, schema: S) =>
    request('DELETE', path, schema, body),
  getBlob,
  /** A multipart/form-data POST (files). */
  postForm: <S extends z.ZodMiniType>(path: string, form: FormData, schema: S) =>
    request('POST', path, schema, form),
  /**
   * The status of a GET, whatever it is; it throws only when no whole answer arrived. The body is
   * read all the same: left unread, the request stays open and holds its connection.
   */
  status: async (path: string): Promise<number> => {
    try {
      const response = await fetch(path, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      throw new NetworkError(error);
    }
  },
  /** A call whose answer nobody reads (logout, a failure report). */
  postIgnoringBody: async (path: string, body?: unknown): Promise<void> => {
    await send('POST', path, body);
  },
};

export const offlineMessage =
  "Can't reach Haulbook right now. Check your connection and try again.";

/**
 * What a toast should say: the server's own words when it gave some, a connection hint when the
 * request never arrived, else the screen's fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return offlineMessage;
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The sync engine's transport: one raw call with the session cookie, its status and body as they
 * came. It throws only when no answer arrived, which the engine reads as "offline".
 */
export const fetchTransport: Transport = async ({ method, path, headers, body }) => {
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    cache: 'no-store',
    ...(body !== undefined ? { body } : {}),
  });
  return { status: response.status, text: await response.text() };
};
