/**
 * Writes dist/prerendered/landing.html and auth.html: index.html with the landing page or the
 * sign-in form already in it, drawn at build time by src/prerender/pages.tsx, and its styles in its
 * head. The server sends them for / and /auth to a browser with no session (api/src/plugins/web.ts),
 * so a visitor on a slow signal sees the page once the HTML and its styles arrive instead of after
 * the JavaScript; the app then draws the live page over it (src/ui/ReplacesPrerendered.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Manifest, type Plugin } from 'vite';

const entry = 'src/prerender/pages.tsx';

/** What src/prerender/pages.tsx exports for each page (that file compiles for the browser). */
interface PrerenderedPage {
  file: string;
  title: string;
  module: string;
  forDriver?: boolean;
  render: () => string;
}

/** The stylesheets of a module of the client build, with those of the modules it imports. */
function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)),
  ];
}

/**
 * A visitor's copy goes after #root, which stays empty (no loader) while the copy is up: when the
 * app draws into #root and drops the copy, nothing that was on screen moves. A driver's copy covers
 * the screen instead, as the live frame and the screen's loader are drawn under it first; it goes
 * once the screen itself is there, in the same place (ui/ReplacesPrerendered.tsx). Until then #root
 * is inert: the live app under the copy takes no focus and is not read out.
 */
function rootAndCopy(page: PrerenderedPage): string {
  const markup = page.render();
  return page.forDriver
    ? `<div id="root" inert></div><div id="prerendered" data-for="driver" style="position:fixed;inset:0;z-index:300;overflow:hidden;background:var(--mantine-color-body)">${markup}</div>`
    : `<div id="root"></div><div id="prerendered">${markup}</div>`;
}

/**
 * index.html with the page in it. Its styles are inlined, the app's own sheet in place of its link,
 * so the first paint waits for nothing but the HTML. Each inlined sheet keeps a disabled link to
 * its file, which the browser never fetches: the app's code, loading its chunks' stylesheets,
 * skips a file already linked, so the sheet is neither fetched nor applied a second time (twice,
 * every style recalculation would match its rules twice for as long as the page is open).
 */
function pageHtml(outDir: string, body: string, title: string, pageCss: string[]) {
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  const inline = (file: string) =>
    `<style>${read(file)}</style><link rel="stylesheet" href="/${file}" disabled>`;
  const links = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;
  let html = read('index.html');
  const linked = [...html.matchAll(links)].map(([, file]) => file!);
  // Replacements by function: page text such as "$3,482.50" must not read as a replacement pattern.
  html = html.replace(links, (_tag, file: string) => inline(file));
  const own = pageCss.filter((file) => !linked.includes(file));
  return html
    .replace('<html lang="en">', () => '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `${own.map(inline).join('')}\n</head>`)
    .replace('<div id="root"></div>', () => body);
}

export function prerender(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'haulbook:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({ build: { manifest: true } }),
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Inside web/, so the rendering code finds React and Mantine in web/node_modules.
        const ssrOut = path.join(root, 'node_modules/.cache/haulbook-prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { alias },
          plugins: [react()],
          build: { ssr: entry, outDir: ssrOut, emptyOutDir: true },
        });
        const manifestFile = path.join(outDir, '.vite/manifest.json');
        try {
          const { prerenderedPages } = (await import(
            pathToFileURL(path.join(ssrOut, 'pages.js')).href
          )) as { prerenderedPages: PrerenderedPage[] };
          const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
          fs.mkdirSync(path.join(outDir, 'prerendered'), { recursive: true });
          for (const page of prerenderedPages) {
            fs.writeFileSync(
              path.join(outDir, 'prerendered', page.file),
              pageHtml(outDir, rootAndCopy(page), page.title, stylesOf(manifest, page.module)),
            );
          }
        } finally {
          fs.rmSync(ssrOut, { recursive: true, force: true });
          // The manifest only served this step; the server has no use for it.
          fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
        }
      },
    },
  };
}
