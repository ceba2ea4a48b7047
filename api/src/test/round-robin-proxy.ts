/**
 * A load balancer for the tests, treating the API as a real one would: each request goes to the
 * next process in turn, the client's address is added to X-Forwarded-For, and a process taken out
 * of turn (stopping, restarting) or refusing connections is passed over for the next one. Every
 * answer says which process gave it (X-Served-By: its index), so a test can tell where a call went.
 * It listens on 127.0.0.1 only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Puts process `index` in turn or takes it out. Every process starts out of turn. */
  setInTurn(index: number, inTurn: boolean): void;
  close(): Promise<void>;
}

/** Headers that describe one connection, not the message: never passed on. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

function forwardedFor(request: http.IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  return earlier ? `${String(earlier)}, ${client}` : client;
}

async function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A proxy in front of the processes listening on `ports` (127.0.0.1). */
export async function startRoundRobinProxy(ports: readonly number[]): Promise<RoundRobinProxy> {
  const inTurn = ports.map(() => false);
  let next = 0;

  /** The next process in turn after the ones `tried`, or undefined when none is left. */
  function pick(tried: Set<number>): number | undefined {
    for (let step = 0; step < ports.length; step++) {
      const index = (next + step) % ports.length;
      if (inTurn[index] && !tried.has(index)) {
        next = index + 1;
        return index;
      }
    }
    return undefined;
  }

  function send(
    request: http.IncomingMessage,
    body: Buffer,
    reply: http.ServerResponse,
    tried: Set<number>,
  ) {
    const index = pick(tried);
    if (index === undefined) {
      reply.writeHead(502).end();
      return;
    }
    tried.add(index);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: { ...endToEnd(request.headers), 'x-forwarded-for': forwardedFor(request) },
        // A connection per request: none is left to a process that is being stopped.
        agent: false,
      },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, {
          ...endToEnd(answer.headers),
          'x-served-by': String(index),
        });
        answer.pipe(reply);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: nothing reached that process, so the next one may have the request.
      if (error.code === 'ECONNREFUSED' && !reply.headersSent)
        return send(request, body, reply, tried);
      reply.destroy(error);
    });
    upstream.end(body);
  }

  const server = http.createServer((request, reply) => {
    bodyOf(request).then(
      (body) => send(request, body, reply, new Set()),
      (error: Error) => reply.destroy(error),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setInTurn: (index, value) => {
      inTurn[index] = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
