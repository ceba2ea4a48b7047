/** Opens the database, migrates it and seeds reference data before any route runs. */
import fp from 'fastify-plugin';
import { openDatabase, openSnapshotReader, type Db, type Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    /** Read-only snapshots that stay open across yields (database.ts, openSnapshotReader). */
    snapshotDb: Db;
  }
}

export default fp<{ url: string; searchPath?: string }>(
  async (app, { url, searchPath }) => {
    const { db, dialect } = openDatabase(url, searchPath ? { searchPath } : {});
    app.addHook('onClose', () => db.destroy());
    await migrateToLatest(db, searchPath);
    await seedReferenceData(db);
    const snapshots = openSnapshotReader(url);
    if (snapshots) app.addHook('onClose', () => snapshots.destroy());
    app.decorate('db', db);
    app.decorate('snapshotDb', snapshots ?? db);
    app.decorate('dialect', dialect);
  },
  { name: 'database' },
);
