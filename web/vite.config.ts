/**
 * Vite build of the Haulbook PWA. The service worker precaches the app shell so the app opens in a
 * dead zone; it never caches /api (answers must come from the server or from Dexie, never from a
 * stale HTTP cache), and it updates only when the driver taps Reload (registerType 'prompt').
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const navy = '#0f2340';

export default defineConfig({
  resolve: {
    alias: {
      '@haulbook/sync-protocol': fileURLToPath(
        new URL('../sync-protocol/src/index.ts', import.meta.url),
      ),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than app code: separate chunks keep a release's download small.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
          },
        ],
      },
    }),
  ],
});
