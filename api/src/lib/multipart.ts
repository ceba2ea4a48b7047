/**
 * A multipart body the parser cannot read (no boundary, cut short) is the client's fault: 400,
 * never a 500, which the outbox would retry for ever. Errors that already carry a client status
 * (a file too large, a refused type) pass through as they are.
 */
import type { FastifyError } from 'fastify';
import { badRequest, HttpError } from './errors.js';

export const malformedMultipart = 'The form data could not be read';

export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = (error as FastifyError).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw badRequest(malformedMultipart);
  }
}
