/**
 * `pnpm lint` fails on an import cycle: between two files (madge --circular), or between two
 * folders of a package (web/src/features/loads importing features/fuel and back, data/ and ui/),
 * where one side stops being able to change without the other. Tests and the test kits of test/
 * folders may reach anywhere: nothing imports them but other tests. Prints each cycle it finds.
 */
import path from 'node:path';
import madge from 'madge';

const packages = [
  { root: 'sync-protocol/src', tsConfig: 'sync-protocol/tsconfig.json' },
  { root: 'api/src', tsConfig: 'api/tsconfig.json' },
  { root: 'web/src', tsConfig: 'web/tsconfig.json' },
  { root: 'bench', tsConfig: 'tsconfig.base.json' },
];

/** The folder a file's dependencies are judged at: features/loads, routes/fuel, data, ui... */
function folderOf(file) {
  const parts = path.dirname(file).split('/');
  const grouped = ['features', 'routes'].includes(parts[0]) ? 2 : 1;
  // A file at a package's root (app.ts, config.ts) or beside the areas (routes/areas.ts) stands
  // for itself.
  if (parts[0] === '.' || parts.length < grouped) return file;
  return parts.slice(0, grouped).join('/');
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || /^(.*\/)?test\//.test(file);

/** Cycles among folders: each strongly connected group of two or more (Tarjan's algorithm). */
function folderCycles(graph) {
  const edges = new Map();
  for (const [file, deps] of Object.entries(graph)) {
    if (isTest(file)) continue;
    const from = folderOf(file);
    for (const dep of deps) {
      const to = folderOf(dep);
      if (to.startsWith('..') || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

let found = 0;
for (const { root, tsConfig } of packages) {
  const result = await madge(root, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    excludeRegExp: [/\.d\.ts$/],
  });
  for (const cycle of result.circular()) {
    found += 1;
    console.error(`${root}: files import each other: ${cycle.join(' > ')}`);
  }
  for (const group of folderCycles(result.obj())) {
    found += 1;
    console.error(`${root}: folders import each other: ${group.join(' <> ')}`);
  }
}
if (found > 0) process.exit(1);
console.log('No import cycle between files or folders.');
