/**
 * A refusal by the database is the client's fault, never a 500: the outbox retries a 5xx forever,
 * so a value the schemas let through but a column cannot hold would block a device's queue for
 * good. Constraint violations answer 409, values a column cannot hold 400.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { HttpError } from '../lib/errors.js';

export const databaseMessages = {
  conflict: 'This entry conflicts with one already saved',
  unstorable: 'A value in this entry cannot be stored',
} as const;

/** PostgreSQL SQLSTATE classes: 23 integrity constraint violation, 22 data exception. */
function fromPostgres(code: string | undefined): HttpError | undefined {
  if (code?.startsWith('23')) return new HttpError(409, databaseMessages.conflict);
  if (code?.startsWith('22')) return new HttpError(400, databaseMessages.unstorable);
  return undefined;
}

function fromSqlite(code: string): HttpError | undefined {
  if (code.startsWith('SQLITE_CONSTRAINT')) return new HttpError(409, databaseMessages.conflict);
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH')
    return new HttpError(400, databaseMessages.unstorable);
  return undefined;
}

/** The client error a database refusal stands for, if it is one. */
export function databaseRefusal(error: unknown): HttpError | undefined {
  if (error instanceof pg.DatabaseError) return fromPostgres(error.code);
  if (error instanceof SQLite.SqliteError) return fromSqlite(error.code);
  return undefined;
}
