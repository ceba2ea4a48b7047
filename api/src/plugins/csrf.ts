/**
 * Cross-site request forgery (docs/architecture.md, Abuse): a state-changing request that a browser
 * made from a page of another origin is refused with 403 before any route runs. SameSite=Lax
 * cookies are not enough: a form on another origin of the same site (another port, a sibling
 * subdomain) still sends them. Browsers say where a request comes from in Sec-Fetch-Site (all
 * current ones) and Origin (older ones too). A request with neither is not a browser's, so it
 * cannot be riding a victim's cookies (curl, server-to-server calls, webhooks).
 */
import { messages } from '@haulbook/sync-protocol';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the request is authenticated another way (a signature) and may come from anywhere. */
    originCheck?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** same-origin: the app's own page; none: the user typed or bookmarked it. */
const trustedFetchSites = new Set(['same-origin', 'none']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The app's own origin (APP_URL), or the host this request was addressed to. */
function isOwnOrigin(origin: string, appOrigin: string, request: FastifyRequest): boolean {
  if (origin === appOrigin) return true;
  const host = hostOf(origin);
  return host !== undefined && host === request.headers.host;
}

export function isCrossOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !trustedFetchSites.has(site);
  const origin = request.headers.origin;
  return origin !== undefined && !isOwnOrigin(origin, appOrigin, request);
}

export default fp<{ appUrl: string }>(
  async (app, { appUrl }) => {
    const appOrigin = new URL(appUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method)) return;
      if (request.routeOptions.config.originCheck === false) return;
      if (isCrossOrigin(request, appOrigin)) throw forbidden(messages.crossOriginRefused);
    });
  },
  { name: 'csrf' },
);
