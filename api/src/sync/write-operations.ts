/**
 * The writes a device's outbox replays, each declared once: its method, path, schemas and the work
 * it does. The same declaration serves the REST route of docs/product.md §7 and an entry of a batched push
 * (POST /api/sync/push), so the two cannot drift: same validation, same rules, same answer.
 */
import { idempotencyKeyOf, pushEntrySchema, type OutboxMethod } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { badRequest, HttpError, notFound } from '../lib/errors.js';
import { assertJsonShape } from '../lib/json-shape.js';
import { namedIds } from './batch-rows.js';
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
  /** `key`: the call's Idempotency-Key, which orders a device's writes (status-correction.ts). */
  work(userId: string, input: { params: P; body: B; key: string | undefined }): Work;
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
        const work = op.work(request.userId!, { ...input, key: ctx.key });
        return sendWrite(reply, await versionedWrite(app.db, ctx, work));
      },
    });
  }
}

const brokenPath = 'The path of this call is not valid (a broken %-escape)';

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(got[i]!);
    else if (part !== got[i]) return undefined;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(brokenPath);
  }
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

/** An entry that broke something while being read: the client's doing, whatever it was. */
const unreadable = 'This entry could not be read';

/**
 * One batched entry as the write its REST route would make. Everything about the entry is read
 * here, inside its own isolation: its shape (seq, method, path), its body's depth and size, the
 * call its path names, its parameters and body by the route's schemas, and its fingerprint. Input
 * the route would refuse is refused for this entry alone, and the rest of the batch still applies.
 */
export function batchItem(
  operations: readonly WriteOperation[],
  userId: string,
  deviceId: string,
  raw: unknown,
): BatchItem {
  try {
    const entry = parse(pushEntrySchema, raw);
    assertJsonShape(entry.body ?? null);
    const found = findOperation(operations, entry.method, entry.path);
    if (!found) throw notFound(`No such call: ${entry.method} ${entry.path}`);
    const input = {
      params: parse(found.op.params, found.params),
      body: parse(found.op.body, entry.body),
    };
    const ctx: WriteContext = {
      userId,
      key: idempotencyKeyOf(deviceId, entry.seq),
      method: entry.method,
      path: entry.path,
      fingerprint: requestFingerprint({
        method: entry.method,
        route: found.op.path,
        params: input.params as Record<string, unknown> | undefined,
        body: input.body,
      }),
    };
    const work = found.op.work(userId, { ...input, key: ctx.key });
    return { ctx, work, ids: namedIds(input) };
  } catch (error) {
    return { refused: error instanceof HttpError ? error : badRequest(unreadable) };
  }
}
