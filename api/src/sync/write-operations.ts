/**
 * The writes a device's outbox replays, each declared once: its method, path, schemas and the work
 * it does. The same declaration serves the REST route of SPEC §7 and an entry of a batched push
 * (POST /api/sync/push), so the two cannot drift: same validation, same rules, same answer.
 */
import type { OutboxMethod } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { badRequest, notFound } from '../lib/errors.js';
import { requestFingerprint } from './fingerprint.js';
import { sendWrite, writeContext } from './write-context.js';
import { versionedWrite, type BatchItem, type Work, type WriteContext } from './versioned-write.js';

type Instance = Parameters<FastifyPluginAsyncZod>[0];

export interface WriteOperation<P = unknown, B = unknown> {
  method: OutboxMethod;
  /** The full path, with :name for a parameter: /api/loads/:id/pickup. */
  path: string;
  params?: z.ZodMiniType<P>;
  body?: z.ZodMiniType<B>;
  /** What a success answers, by status (the REST route's response schemas). */
  response: Record<number, z.ZodMiniType>;
  /** false: the REST route is written by hand (a multipart call); batches still use this one. */
  rest?: boolean;
  work(userId: string, input: { params: P; body: B }): Work;
}

/** Declares an operation with its input types inferred from its schemas. */
export const writeOperation = <P, B>(operation: WriteOperation<P, B>) =>
  operation as unknown as WriteOperation;

/** Registers the REST routes of these operations on an area's plugin (mounted at its prefix). */
export function registerWriteRoutes(app: Instance, operations: readonly WriteOperation[]) {
  for (const op of operations) {
    if (op.rest === false) continue;
    app.route({
      method: op.method,
      url: op.path.slice(app.prefix.length) || '/',
      schema: {
        ...(op.params ? { params: op.params } : {}),
        ...(op.body ? { body: op.body } : {}),
        response: op.response,
      },
      handler: async (request, reply) => {
        const input = { params: request.params, body: request.body };
        const ctx = writeContext(request, input.body);
        return sendWrite(reply, await versionedWrite(app.db, ctx, op.work(request.userId!, input)));
      },
    });
  }
}

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return undefined;
  }
  return params;
}

function parse<T>(schema: z.ZodMiniType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

function findOperation(
  operations: readonly WriteOperation[],
  method: OutboxMethod,
  path: string,
): { op: WriteOperation; params: Record<string, string> } | undefined {
  for (const op of operations) {
    const params = op.method === method ? matchPath(op.path, path) : undefined;
    if (params) return { op, params };
  }
  return undefined;
}

/**
 * One batched entry as the write its REST route would make. Input the route would refuse (bad
 * body, unknown call) is refused when the work is built, inside the batch, so it is refused alone.
 */
export function batchItem(
  operations: readonly WriteOperation[],
  userId: string,
  key: string,
  entry: { method: OutboxMethod; path: string; body?: unknown },
): BatchItem {
  const found = findOperation(operations, entry.method, entry.path);
  let input: { params: unknown; body: unknown } | undefined;
  let failure: unknown;
  try {
    if (!found) throw notFound(`No such call: ${entry.method} ${entry.path}`);
    input = {
      params: parse(found.op.params, found.params),
      body: parse(found.op.body, entry.body),
    };
  } catch (error) {
    failure = error;
  }
  const ctx: WriteContext = {
    userId,
    key,
    method: entry.method,
    path: entry.path,
    fingerprint: requestFingerprint(entry.method, entry.path, input ? input.body : entry.body),
  };
  const work = (): Work => {
    if (!found || !input) throw failure;
    return found.op.work(userId, input);
  };
  return { ctx, work };
}
