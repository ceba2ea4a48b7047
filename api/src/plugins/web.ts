/**
 * Serves the built web app (web/dist) with an SPA fallback: one process, one port. Unknown /api
 * paths answer a JSON 404; any other GET that wants HTML gets index.html and the client router.
 * The build writes a brotli and a gzip copy beside each text file (web/build/precompress.ts); they
 * go out as they are, at the best compression, with no work per request. A browser with no session
 * asking for / or /auth gets the landing page or the sign-in form drawn at build time
 * (web/build/prerender.ts), which paints before the app's JavaScript arrives; with a session, / is
 * the dashboard and /auth leads there, so index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages } from '@haulbook/sync-protocol';
import { sessionCookie } from './sessions.js';

const noCache = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const versioned = ['assets', 'ocr'];
/** The pages drawn at build time, by the path a visitor asks for. */
const prerendered: Record<string, string> = {
  '/': 'prerendered/landing.html',
  '/auth': 'prerendered/auth.html',
};

export default fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
    const drawn = new Map(
      Object.entries(prerendered).filter(([, file]) => fs.existsSync(path.join(webDist, file))),
    );
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
          // Hashed assets, and the OCR engine's files under /ocr/<versions>/, never change.
          else if (versioned.some((dir) => filePath.includes(`${path.sep}${dir}${path.sep}`))) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
      if (hasWeb && wantsPage && request.headers.accept?.includes('text/html')) {
        const copy = request.cookies[sessionCookie]
          ? undefined
          : drawn.get(request.url.split('?')[0]!);
        return reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Cookie')
          .sendFile(copy ?? 'index.html');
      }
      return reply.code(404).send({ message: messages.notFound });
    });
  },
  { name: 'web' },
);
