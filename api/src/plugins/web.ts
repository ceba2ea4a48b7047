/**
 * Serves the built web app (web/dist) with an SPA fallback: one process, one port. Unknown /api
 * paths answer a JSON 404; any other GET that wants HTML gets index.html and the client router.
 * The build writes a brotli and a gzip copy beside each text file (web/build/precompress.ts); they
 * go out as they are, at the best compression, with no work per request.
 * Some first pages are drawn at build time (web/build/prerender.ts; the paths are in
 * @haulbook/sync-protocol's prerendered.ts), as they paint before the app's JavaScript arrives: a
 * browser with no session asking for / or /auth gets the landing page or the sign-in form; a
 * signed-in driver asking for the dashboard, Loads or Fuel gets the app's frame with that screen's
 * heading and their name in the greeting (Loads and Fuel only with a plan in force).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  driverNameMark,
  greetingMark,
  greetingName,
  greetingWord,
  isActiveSubscriber,
  messages,
  prerenderedForDrivers,
  prerenderedForVisitors,
  signOutPendingCookie,
  type CurrentUser,
} from '@haulbook/sync-protocol';
import { escapeHtml } from '../lib/html.js';
import { sessionCookie } from './sessions.js';

const noCache = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const versioned = ['assets', 'ocr'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page made per request, compressed as the browser accepts (@fastify/compress acts on routes,
 * not on the not-found handler), at a quality that costs about a millisecond.
 */
async function compressed(html: string, accepted = '') {
  const weights = new Map(
    accepted.split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br'))
    return {
      encoding: 'br',
      body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (accepts('gzip')) return { encoding: 'gzip', body: await gzip(html) };
  return { encoding: undefined, body: html };
}

interface WebOptions {
  webDist: string;
  /** The signed-in driver, as /api/auth/me gives it. */
  currentUser: (userId: string) => Promise<CurrentUser>;
  /** Records that the driver has now seen their dashboard (drawn with its greeting). */
  markSeen: (userId: string) => Promise<void>;
}

export default fp<WebOptions>(
  async (app, { webDist, currentUser, markSeen }) => {
    const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
    const drawnFile = (file: string) => path.join(webDist, 'prerendered', file);
    const drawn = (file: string) => fs.existsSync(drawnFile(file));
    const visitorPages = new Set(
      Object.values(prerenderedForVisitors)
        .map(({ file }) => file)
        .filter(drawn),
    );
    /** A driver's page, read as it is now (a new build replaces it), with their name in it. */
    async function driverPage(request: FastifyRequest, pathname: string) {
      const page = prerenderedForDrivers[pathname];
      if (!page || !request.userId || request.cookies[signOutPendingCookie]) return undefined;
      const user = await currentUser(request.userId).catch(() => undefined);
      if (!user || (page.subscribers && !isActiveSubscriber(user))) return undefined;
      const html = await fs.promises.readFile(drawnFile(page.file), 'utf8').catch(() => undefined);
      if (html?.includes(greetingMark) && !user.dashboardSeen) await markSeen(request.userId);
      return html
        ?.replaceAll(driverNameMark, () => escapeHtml(greetingName(user)))
        .replaceAll(greetingMark, greetingWord(user.dashboardSeen));
    }

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // / is answered below, by whether the browser has a session.
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          // The name of the file asked for, whether its brotli or gzip copy is what goes out.
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
          if (noCache.has(name) || filePath.includes(`${path.sep}prerendered${path.sep}`))
            res.header('Cache-Control', 'no-cache');
          // Hashed assets, and the OCR engine's files under /ocr/<versions>/, never change: a
          // browser never asks again whether they did, nor for part of one, so the headers that
          // serve those questions (some 100 bytes of each script's) stay home.
          else if (versioned.some((dir) => filePath.includes(`${path.sep}${dir}${path.sep}`))) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
            for (const unused of ['ETag', 'Last-Modified', 'Accept-Ranges'])
              res.removeHeader(unused);
          }
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
      if (!hasWeb || !wantsPage || !request.headers.accept?.includes('text/html')) {
        return reply.code(404).send({ message: messages.notFound });
      }
      const pathname = request.url.split('?')[0]!;
      reply.header('Vary', 'Cookie');
      const forDriver = await driverPage(request, pathname);
      if (forDriver) {
        // Names a driver: for this browser only, never kept by a cache between.
        const { encoding, body } = await compressed(forDriver, request.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        reply.header('Vary', 'Cookie, Accept-Encoding');
        return reply
          .header('Cache-Control', 'private, no-store')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      const forVisitor = request.cookies[sessionCookie]
        ? undefined
        : prerenderedForVisitors[pathname]?.file;
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile(
          forVisitor && visitorPages.has(forVisitor)
            ? path.join('prerendered', forVisitor)
            : 'index.html',
        );
    });
  },
  { name: 'web' },
);
