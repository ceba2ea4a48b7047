import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NetworkError, offlineMessage, serverMessage } from './api';

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('turns a non-OK answer into "status: body" with the server message kept apart', async () => {
    answer(401, JSON.stringify({ message: 'Invalid email or password' }));
    const error = await api.get('/api/auth/me', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
  });

  it('uses the status text when the error body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    const error = await api.get('/api/auth/me', z.unknown()).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('sends cookies and JSON, and parses the answer with the given schema', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ success: true, message: 'ok' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const body = await api.post(
      '/api/auth/forgot-password',
      { email: 'a@b.co' },
      z.object({ success: z.boolean(), message: z.string() }),
    );
    expect(body).toEqual({ success: true, message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('sends a form as multipart, leaving its boundary to the browser', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('image1', new Blob(['x'], { type: 'image/png' }), 'page.png');
    await api.postForm('/api/extraction', form, z.object({ ok: z.boolean() }));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('reports a failed fetch as a NetworkError, which toasts explain as a connection problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/api/auth/me', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(serverMessage(error, 'fallback')).toBe(offlineMessage);
  });

  it('reads the whole answer of a status probe, so the request ends and frees its connection', async () => {
    // An unread body keeps the request open in the browser: Lighthouse then waited its full
    // 45 s for the signed-out pages to go quiet, and the connection stayed taken until collected.
    const answered = new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answered),
    );
    expect(await api.status('/api/auth/me')).toBe(401);
    expect(answered.bodyUsed).toBe(true);
  });

  it('falls back when the server gave no message', () => {
    expect(serverMessage(new ApiError(500, 'Internal Server Error', 'oops'), 'fallback')).toBe(
      'fallback',
    );
  });
});
