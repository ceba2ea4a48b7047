/**
 * One Kysely instance over embedded SQLite (default) or PostgreSQL (DATABASE_URL=postgres://...).
 * Everything above this file is dialect-agnostic.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

export interface DatabaseOptions {
  /** PostgreSQL only: run every statement in this schema (tests get one each). */
  searchPath?: string;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (url.startsWith('sqlite:')) {
    const file = path.resolve(url.slice('sqlite:'.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins }), dialect: 'sqlite' };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres' };
}
