/** The column types the row interfaces share (db/schema.ts, db/synced-schema.ts). */
import type { ColumnType } from 'kysely';

/** A 0/1 integer flag, identical on SQLite and PostgreSQL. */
export type Flag = ColumnType<number, number | undefined, number>;
/** A column the database fills when an insert leaves it out. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
