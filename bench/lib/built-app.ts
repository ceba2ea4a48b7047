/** The built app served as in production by the API (web/e2e/harness.ts), built first unless told not to. */
import { spawnSync } from 'node:child_process';
import { AppServer } from '../../web/e2e/harness.js';

export async function startBuiltApp({ build }: { build: boolean }): Promise<AppServer> {
  if (build) {
    const built = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const server = new AppServer();
  await server.start({});
  return server;
}
