/**
 * Vitest's global setup of the api-postgres project: one PostgreSQL for the whole run (see
 * embedded-postgres.ts), its URL handed to the test files, stopped when the run ends. The run's
 * output says which server it used and how long starting and stopping it took.
 */
import type { TestProject } from 'vitest/node';
import { testPostgres } from './embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export default async function setup(project: TestProject) {
  const starting = performance.now();
  const postgres = await testPostgres();
  console.log(`api-postgres: ${postgres.name}, ready in ${seconds(starting)}`);
  project.provide('testDatabaseUrl', postgres.url);
  return async () => {
    const stopping = performance.now();
    await postgres.stop();
    console.log(`api-postgres: done with ${postgres.name} in ${seconds(stopping)}`);
  };
}
