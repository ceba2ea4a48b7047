/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, after
 * everything else (the service worker included) is written. The server sends the copy the browser
 * accepts as it is (@fastify/static preCompressed): the best compression, with no work per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const minBytes = 1024;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

export function precompressFile(file: string): void {
  const source = fs.readFileSync(file);
  if (source.length < minBytes) return;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = zlib.gzipSync(source, { level: 9 });
  if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'haulbook:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) if (compressible.test(file)) precompressFile(file);
      },
    },
  };
}
