/**
 * Read by pnpm before it builds dependencies. better-sqlite3 compiles from source where no
 * prebuilt binary exists, and node-gyp then downloads Node's headers, which fails on a machine
 * without internet. When the Node running pnpm was installed with its headers (Debian's
 * /usr/include/node, or an official tarball's include/node), and they are exactly this Node's
 * version, node-gyp is pointed at them; otherwise nothing changes and node-gyp downloads them.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The install prefix of the running Node when its headers match it, else undefined. */
function matchingNodeDir() {
  const prefix = path.resolve(path.dirname(fs.realpathSync(process.execPath)), '..');
  let header;
  try {
    header = fs.readFileSync(path.join(prefix, 'include', 'node', 'node_version.h'), 'utf8');
  } catch {
    return undefined;
  }
  const part = (name) => new RegExp(`#define NODE_${name}_VERSION (\\d+)`).exec(header)?.[1];
  const version = ['MAJOR', 'MINOR', 'PATCH'].map(part).join('.');
  return version === process.versions.node ? prefix : undefined;
}

module.exports = {
  hooks: {
    updateConfig(config) {
      const nodedir = matchingNodeDir();
      if (!nodedir || process.env.npm_config_nodedir) return config;
      return { ...config, extraEnv: { ...config.extraEnv, npm_config_nodedir: nodedir } };
    },
  },
};
