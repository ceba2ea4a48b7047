/**
 * Vite build of the Haulbook PWA. The service worker precaches the app shell so the app opens in a
 * dead zone; it never caches /api (answers must come from the server or from Dexie, never from a
 * stale HTTP cache), and it updates only when the driver taps Reload (registerType 'prompt').
 *
 * Reading load details from photos runs tesseract.js on the device. Its worker, WebAssembly core and
 * English data (about 6 MB) are served from our own origin under /ocr/<versions>/, fetched only when
 * a driver first extracts, then kept by the service worker (cache-first) for use offline. The
 * versions are in the path, so an upgrade never mixes an old cached core with new code.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

const navy = '#0f2340';

const require = createRequire(import.meta.url);
const packageDir = (name: string, from = require) =>
  path.dirname(from.resolve(`${name}/package.json`));
const tesseractDir = packageDir('tesseract.js');
const coreDir = packageDir('tesseract.js-core', createRequire(`${tesseractDir}/package.json`));
const engDir = packageDir('@tesseract.js-data/eng');
const versionOf = (dir: string) => (require(`${dir}/package.json`) as { version: string }).version;
const ocrDir = `ocr/tesseract-${versionOf(tesseractDir)}-eng-${versionOf(engDir)}`;
const ocrFiles = [
  `${tesseractDir}/dist/worker.min.js`,
  // LSTM-only cores, with and without SIMD; the device picks one. The .wasm is fetched beside it.
  ...['tesseract-core-simd-lstm', 'tesseract-core-lstm'].flatMap((core) => [
    `${coreDir}/${core}.js`,
    `${coreDir}/${core}.wasm`,
  ]),
  // The integer LSTM model tesseract.js itself uses for LSTM-only recognition.
  `${engDir}/4.0.0_best_int/eng.traineddata.gz`,
];

/** The build a failure report names: the package's version and, in a git checkout, its commit. */
function appVersion(): string {
  const { version } = require('./package.json') as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: 'pipe' });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}

const alias = {
  '@haulbook/sync-protocol': fileURLToPath(
    new URL('../sync-protocol/src/index.ts', import.meta.url),
  ),
  // Dexie's ES module entry wraps its ES5 UMD build, kept for CommonJS and ES module copies of
  // one app to share an instance. A browser bundle has one copy: its modern ES module build is
  // smaller and quicker to evaluate, and Dexie evaluates in the start-up of every signed-in page.
  dexie: `${packageDir('dexie')}/dist/modern/dexie.mjs`,
};

export default defineConfig({
  define: {
    __OCR_ASSETS__: JSON.stringify(`/${ocrDir}/`),
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()),
  },
  resolve: { alias },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // The app's start (main, imported by boot.ts) preloads the scripts it imports. A screen's
    // chunk loaded later gets its stylesheets but no <link rel=modulepreload> per script it
    // imports (40 for a signed-in screen): adding them cost a third of the start-up's blocking
    // time at 4x CPU, more than the round trips they save, as the browser fetches a module's
    // imports as soon as it has the module.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)main-[\w-]+\.js$/.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // React changes less often than app code and every page needs it: its own chunk keeps a
        // release's download small. Other libraries stay with the screens that use them, so the
        // landing page never loads what only a signed-in screen shows.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            // The loader's parts, which every page's start imports, and the small helpers every
            // page's buttons and the app's parts below import: one file rather than ten.
            {
              name: 'mantine-loader',
              test: /[\\/]node_modules[\\/]@mantine[\\/](core[\\/].*[\\/](components[\\/](Center|Loader|Stack|Text|UnstyledButton)|create-safe-context|get-default-z-index|get-contrast-color)|hooks[\\/].*[\\/](random-id|use-isomorphic-effect))[\\/]/,
              priority: 2,
            },
            // Small Mantine parts the signed-in screens share and the landing page never loads:
            // one file rather than a dozen, each of which carried its own response headers
            // (a third of a kilobyte, as much as some of the parts).
            {
              name: 'mantine-app',
              test: /[\\/]node_modules[\\/]@mantine[\\/](core[\\/].*[\\/](components[\\/](Alert|Affix|CloseButton|Notification|Portal|Progress|Skeleton|VisuallyHidden)|use-resolved-styles-api|get-auto-contrast-value)|hooks[\\/].*[\\/](use-disclosure|use-id|use-merged-ref))[\\/]/,
              priority: 1.8,
            },
            // The icons the signed-in shell and the dashboard share with other screens, in one file
            // (each alone is smaller than its response headers); the code every icon is drawn by
            // stays a file of its own, as the landing page needs it without these.
            {
              name: 'icon-base',
              test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
              priority: 2,
            },
            {
              name: 'icons-app',
              test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]Icon(AlertTriangle|Calculator|ChevronRight|Refresh|Route|Truck)\.mjs$/,
              priority: 1.8,
            },
            // The OCR engine's main-thread code (and its one dependency) is imported only when a
            // driver extracts.
            {
              name: 'ocr',
              test: /[\\/]node_modules[\\/](tesseract\.js|regenerator-runtime|wasm-feature-detect)[\\/]/,
              priority: 4,
            },
            // 'Send as one PDF' alone imports pdf-lib: kept off every page until a driver asks.
            {
              name: 'pdf',
              test: /[\\/]node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/,
              priority: 4,
            },
            // Only the payment step imports Stripe.js: its own chunk keeps it off every other page.
            { name: 'stripe', test: /[\\/]node_modules[\\/]@stripe[\\/]/, priority: 1.5 },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    viteStaticCopy({ targets: ocrFiles.map((src) => ({ src, dest: ocrDir })) }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Haulbook',
        short_name: 'Haulbook',
        description: 'Loads, fuel, pay and axle weights for professional truck drivers.',
        lang: 'en-US',
        theme_color: navy,
        background_color: navy,
        display: 'standalone',
        orientation: 'portrait',
        scope: '/',
        start_url: '/dashboard',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Long-press on the home-screen icon: the two entries a driver makes at a stop.
        shortcuts: [
          {
            name: 'Add Fuel Entry',
            url: '/fuel?add=1',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Add New Load',
            url: '/loads?add=1',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
        // The richer install sheet (Chrome on Android and desktop); retaken by docs-screenshots.mjs.
        screenshots: [
          {
            src: '/screenshots/dashboard-narrow.png',
            sizes: '360x780',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'This week and this month at a glance',
          },
          {
            src: '/screenshots/dashboard-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Earnings, miles and loads on the dashboard',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Not the OCR files: they are cached when a driver first uses them (runtimeCaching below).
        // Nor the pages drawn at build time: offline, the app draws them itself.
        globIgnores: ['ocr/**', 'screenshots/**', 'prerendered/**'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/ocr/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'ocr',
              // One version's files (worker, core, its .wasm, the English data); older ones go.
              expiration: { maxEntries: 8 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    prerender(alias),
    // Last: after the service worker, the OCR files and the prerendered page are written.
    precompress(),
  ],
});
