/**
 * The extraction webhook path against a real local HTTP server standing in for the webhook: the
 * photos it receives, each answer shape docs/product.md §7 allows, and each failure with docs/product.md §8's words.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractionMessages as text } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { tinyPng as png } from '../../test/fixtures.js';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** The stand-in webhook: answers with `reply`, and keeps what it was sent. */
const hook = {
  reply: { status: 200, body: '{}', statusText: undefined as string | undefined },
  received: [] as { method: string; contentType: string; body: Buffer }[],
};
const webhook = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    hook.received.push({
      method: request.method ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: Buffer.concat(chunks),
    });
    response.writeHead(hook.reply.status, hook.reply.statusText, {
      'content-type': 'application/json',
    });
    response.end(hook.reply.body);
  });
});

let withHook: TestApp;
let without: TestApp;
let cookie: string;
let cookieWithout: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as AddressInfo;
  withHook = await build({ extractionWebhookUrl: `http://127.0.0.1:${port}/webhook/load` });
  without = await build();
  await signUp(withHook, 'extract-dale@example.com');
  await signUp(without, 'extract-rosa@example.com');
  cookie = await signIn(withHook, 'extract-dale@example.com');
  cookieWithout = await signIn(without, 'extract-rosa@example.com');
});
afterAll(async () => {
  await withHook.close();
  await without.close();
  await new Promise((resolve) => webhook.close(resolve));
});
beforeEach(() => {
  hook.reply = { status: 200, body: '{}', statusText: undefined };
  hook.received = [];
});

type Upload = { field: string; bytes: Buffer; type: string; name: string };
const photo = (n: number, bytes = png, type = 'image/png'): Upload => ({
  field: `image${n}`,
  bytes,
  type,
  name: `page-${n}.png`,
});

async function extract(t: TestApp, session: string, uploads: Upload[] = [photo(1)]) {
  const form = new FormData();
  for (const u of uploads) form.append(u.field, new Blob([u.bytes], { type: u.type }), u.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/extraction',
    headers: { cookie: session, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const answer = {
  'Load Number': 'RC-51397',
  'Pickup Location': 'Laredo, TX',
  'Delivery Location': 'PHOENIX, AZ 85001',
  'Pickup Date': '6/27',
  'Delivery Date': '06/28/2027',
  'Loaded Miles': '1,212',
  'Total Miles': 1351,
};
const read = {
  loadNumber: { value: 'RC-51397' },
  pickup: { value: { city: 'Laredo', state: 'TX' } },
  delivery: { value: { city: 'Phoenix', state: 'AZ' } },
  pickupDate: { value: { month: 6, day: 27 } },
  deliveryDate: { value: { month: 6, day: 28, year: 2027 } },
  loadedMiles: { value: 1212 },
  emptyMiles: { value: 139 },
  totalMiles: { value: 1351 },
};

describe('which way photos go', () => {
  it('tells a signed-in device whether a webhook is set up', async () => {
    const on = await withHook.app.inject({ url: '/api/extraction', headers: { cookie } });
    const off = await without.app.inject({
      url: '/api/extraction',
      headers: { cookie: cookieWithout },
    });
    expect(on.json()).toEqual({ webhook: true });
    expect(off.json()).toEqual({ webhook: false });
  });

  it('answers only signed-in drivers', async () => {
    expect((await withHook.app.inject({ url: '/api/extraction' })).statusCode).toBe(401);
    expect((await extract(withHook, '')).statusCode).toBe(401);
    expect(hook.received).toHaveLength(0);
  });

  it('has nothing to relay to when no webhook is set up', async () => {
    expect((await extract(without, cookieWithout)).statusCode).toBe(404);
  });

  it("lets the device compile the OCR engine's WebAssembly, and nothing more", async () => {
    const res = await withHook.app.inject({ url: '/api/extraction', headers: { cookie } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });
});

describe('the webhook answer', () => {
  it.each([
    ['an array whose first item has output', [{ output: answer }]],
    ['an object with output', { output: answer }],
    ['the object itself', answer],
    ['output as JSON text', [{ output: JSON.stringify(answer) }]],
  ])('is read from %s', async (_, body) => {
    hook.reply.body = JSON.stringify(body);
    const res = await extract(withHook, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ load: read });
  });

  it('gets the photos as multipart image1..image5, as the driver chose them', async () => {
    hook.reply.body = JSON.stringify(answer);
    const res = await extract(withHook, cookie, [photo(1), photo(2, jpeg, 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const [sent] = hook.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const parts = await new Response(sent!.body, {
      headers: { 'content-type': sent!.contentType },
    }).formData();
    const first = parts.get('image1') as File;
    const second = parts.get('image2') as File;
    expect(Buffer.from(await first.arrayBuffer())).toEqual(png);
    expect(first.type).toBe('image/png');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(jpeg);
    expect(second.type).toBe('image/jpeg');
  });
});

describe('docs/product.md §8 extraction errors', () => {
  const failsWith = async (message: string) => {
    const res = await extract(withHook, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message });
  };

  it('a 404 says the webhook only accepts GET and must be set up for POST', async () => {
    hook.reply = { status: 404, body: 'Not Found', statusText: undefined };
    await failsWith(text.webhookGetOnly);
    expect(text.webhookGetOnly).toMatch(/only accepts GET.*POST/);
  });

  it('a 410 says the endpoint was not found', async () => {
    hook.reply = { status: 410, body: '', statusText: undefined };
    await failsWith(text.webhookGone);
  });

  it('another failure says the status and the body', async () => {
    hook.reply = { status: 500, body: 'Workflow could not be started', statusText: undefined };
    await failsWith('Webhook returned 500: Workflow could not be started');
  });

  it('another failure with no body says the status text', async () => {
    hook.reply = { status: 503, body: '', statusText: 'Service Unavailable' };
    await failsWith('Webhook returned 503: Service Unavailable');
  });

  it('a body that is not JSON says so', async () => {
    hook.reply.body = '<html>Workflow executed</html>';
    await failsWith(text.webhookInvalidJson);
  });

  it.each([
    ['an empty object', {}],
    ['an empty array', []],
    ['no readable keys', [{ output: { Load: '', 'Pickup Location': 'somewhere' } }]],
  ])('%s falls back to filling the form by hand', async (_, body) => {
    hook.reply.body = JSON.stringify(body);
    await failsWith(text.fallback);
  });

  it('a webhook that cannot be reached falls back too', async () => {
    const gone = await build({ extractionWebhookUrl: 'http://127.0.0.1:9/webhook' });
    try {
      await signUp(gone, 'extract-gone@example.com');
      const res = await extract(gone, await signIn(gone, 'extract-gone@example.com'));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: text.fallback });
    } finally {
      await gone.close();
    }
  });
});

describe('the photos sent', () => {
  it('must all be images, read by their bytes', async () => {
    const res = await extract(withHook, cookie, [photo(1), photo(2, pdf, 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text.invalidFiles });
    expect(hook.received).toHaveLength(0);
  });

  it('are at most five', async () => {
    const six = [1, 2, 3, 4, 5, 5].map((n) => photo(n));
    const res = await extract(withHook, cookie, six);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text.tooMany });
    expect(hook.received).toHaveLength(0);
  });
});
