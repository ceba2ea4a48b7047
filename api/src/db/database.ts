/**
 * One Kysely instance over embedded SQLite (default) or PostgreSQL (DATABASE_URL=postgres://...).
 * Everything above this file is dialect-agnostic.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { makePrivateFile, privateDirMode } from '../lib/private-files.js';
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

/**
 * better-sqlite3 compiles a statement per prepare() and Kysely prepares every query afresh; the
 * same few dozen SQL texts repeat, so compiled statements are kept (a bounded map, oldest out).
 */
function withStatementCache(sqlite: SQLite.Database, size = 256) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

function connectSqlite(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

const sqliteFile = (url: string) => path.resolve(url.slice('sqlite:'.length));

export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (url.startsWith('sqlite:')) {
    const file = sqliteFile(url);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: privateDirMode });
    // SQLite gives its -wal and -shm files the database file's permissions.
    for (const part of [file, `${file}-wal`, `${file}-shm`]) {
      if (part === file || fs.existsSync(part)) makePrivateFile(part);
    }
    const sqlite = connectSqlite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // WAL with NORMAL survives a crash of the process; only a power cut can drop the last commits.
    sqlite.pragma('synchronous = NORMAL');
    // A batched push takes a savepoint per entry; its sub-journal in memory, not a temp file, cuts
    // the server's share of a 1,000-entry drain by about a third.
    sqlite.pragma('temp_store = MEMORY');
    const database = withStatementCache(sqlite);
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins }),
      dialect: 'sqlite',
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
    dialect: 'postgres',
  };
}

/**
 * Where long read-only snapshots run (a sync pull, which yields to other requests between slices
 * while its snapshot stays open). On SQLite, Kysely runs every query on one connection and a
 * transaction holds it to the end, so a pull read there held back every other request's query;
 * here it gets a second, read-only connection (WAL lets it read while the first one writes). On
 * PostgreSQL the pool already gives it a connection of its own: null, use the main handle.
 */
export function openSnapshotReader(url: string): Db | null {
  if (!url.startsWith('sqlite:')) return null;
  const sqlite = connectSqlite(sqliteFile(url));
  sqlite.pragma('query_only = ON');
  const database = withStatementCache(sqlite);
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new CamelCasePlugin()],
  });
}
