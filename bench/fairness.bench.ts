/**
 * One driver's heavy history never slows another's (docs/architecture.md, performance budgets): a
 * driver with 20,000 loads pulls and lists them over 10 connections at once, without pause, while
 * a second driver works normally and a load balancer polls /api/health. Prints the second
 * driver's and the health check's latency; the budget is p99 < 50 ms and < 20 ms.
 *
 *   pnpm bench:fairness   (or: ... --loads 20000 --connections 10 --seconds 20 --pull-limit 2000)
 *
 * Bounded: it runs for --seconds, on loopback only, then stops the server and removes its folder.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { percentile, seed, signUp, startServer, type BenchServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    'pull-limit': { type: 'string', default: '2000' },
    // Internal: the heavy driver runs in a process of its own, so that parsing its megabytes of
    // answers never delays the clock of the calls being measured.
    role: { type: 'string', default: 'measure' },
    base: { type: 'string', default: '' },
    cookie: { type: 'string', default: '' },
  },
});
const loads = Number(values.loads);
const connections = Number(values.connections);
const seconds = Number(values.seconds);

/** The page size the app's sync engine pulls with (2000 today), and the API's largest list page. */
const pullLimit = Number(values['pull-limit']);
const listLimit = 500;

type Target = Pick<BenchServer, 'base'>;

async function call(
  server: Target,
  cookie: string,
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; status: number; body: string; link: string | null }> {
  const started = performance.now();
  const res = await fetch(`${server.base}${url}`, {
    ...init,
    headers: { cookie, 'accept-encoding': 'gzip', ...init.headers },
  });
  const body = await res.text();
  return {
    ms: performance.now() - started,
    status: res.status,
    body,
    link: res.headers.get('link'),
  };
}

/** The heavy driver: a new device's full pull, then every list page, again and again. */
async function heavy(
  server: BenchServer,
  cookie: string,
  until: number,
  counts: { calls: number },
) {
  while (Date.now() < until) {
    let since = 0;
    for (let more = true; more && Date.now() < until;) {
      const res = await call(server, cookie, `/api/sync/changes?since=${since}&limit=${pullLimit}`);
      const page = JSON.parse(res.body) as { cursor: number; hasMore: boolean };
      counts.calls++;
      since = page.cursor;
      more = page.hasMore;
    }
    let next: string | null = `/api/loads?limit=${listLimit}`;
    while (next && Date.now() < until) {
      const res = await call(server, cookie, next);
      counts.calls++;
      next = /<([^>]+)>;\s*rel="next"/.exec(res.link ?? '')?.[1] ?? null;
    }
  }
}

/** The second driver: what the app does in a working day, a call every 20 ms or so. */
async function normal(server: BenchServer, cookie: string, until: number, times: number[]) {
  let since = 0;
  // A device of its own each time: a key is one request, and each load here is a new one.
  const device = crypto.randomUUID();
  for (let i = 0; Date.now() < until; i++) {
    const step = i % 5;
    const res =
      step === 0
        ? await call(server, cookie, '/api/loads', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `${device}:${i}` },
            body: JSON.stringify({
              id: crypto.randomUUID(),
              pickupCity: 'Joplin',
              pickupState: 'MO',
              deliveryCity: 'Dallas',
              deliveryState: 'TX',
              pickupDate: new Date().toISOString(),
              deliveryDate: new Date().toISOString(),
              loadedMiles: 420,
              emptyMiles: 35,
            }),
          })
        : step === 1
          ? await call(server, cookie, `/api/sync/changes?since=${since}`)
          : step === 2
            ? await call(server, cookie, '/api/loads/stats')
            : step === 3
              ? await call(server, cookie, '/api/loads?limit=20')
              : await call(server, cookie, '/api/auth/me');
    if (res.status >= 400) throw new Error(`second driver got ${res.status}: ${res.body}`);
    if (step === 1) since = (JSON.parse(res.body) as { cursor: number }).cursor;
    times.push(res.ms);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function health(server: BenchServer, until: number, times: number[]) {
  while (Date.now() < until) {
    times.push((await call(server, '', '/api/health')).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} calls)`;

/** The heavy driver's 10 connections, in a child process; resolves with its call count. */
function heavyProcess(base: string, cookie: string): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      new URL(import.meta.url).pathname,
      ...['--role', 'heavy', '--base', base, '--cookie', cookie],
      ...['--connections', String(connections), '--seconds', String(seconds)],
      ...['--pull-limit', String(pullLimit)],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // On a phone, parsing the heavy driver's megabytes costs the phone; here it shares the server's
  // 2 cores, so it runs at a lower priority than the server and the calls being measured.
  os.setPriority(child.pid!, 10);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`heavy driver exited ${code}`)),
    ),
  );
}

async function measure() {
  const server = await startServer();
  try {
    const big = await signUp(server, 'bench-heavy@example.com');
    const small = await signUp(server, 'bench-normal@example.com');
    await seed(server.db, big.userId, loads, 0);
    const warm = Date.now() + 2000;
    await Promise.all([normal(server, small.cookie, warm, []), health(server, warm, [])]);
    const busy = { normal: [] as number[], health: [] as number[] };
    const heavyCalls = heavyProcess(server.base, big.cookie);
    const until = Date.now() + seconds * 1000;
    await Promise.all([
      normal(server, small.cookie, until, busy.normal),
      health(server, until, busy.health),
    ]);
    const calls = await heavyCalls;
    const quiet = { normal: [] as number[], health: [] as number[] };
    const alone = Date.now() + 3000;
    await Promise.all([
      normal(server, small.cookie, alone, quiet.normal),
      health(server, alone, quiet.health),
    ]);
    console.log(
      `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `heavy driver: ${loads} loads, ${connections} connections, pulls of ${pullLimit}, ${calls} pull/list calls in ${seconds} s`,
    );
    console.log(`second driver alone:        ${fmt(quiet.normal)}`);
    console.log(`second driver beside it:    ${fmt(busy.normal)}  (budget: p99 < 50 ms)`);
    console.log(`/api/health beside it:      ${fmt(busy.health)}  (budget: p99 < 20 ms)`);
  } finally {
    await server.stop();
  }
}

if (values.role === 'heavy') {
  const counts = { calls: 0 };
  const until = Date.now() + seconds * 1000;
  const target = { base: values.base };
  await Promise.all(
    Array.from({ length: connections }, () => heavy(target, values.cookie, until, counts)),
  );
  console.log(counts.calls);
} else {
  await measure();
}
