// The app served as its team runs it, with its elements located: the app's own Vite (its config
// file, its plugins: @vitejs/plugin-react, plugin-react-swc, plugin-vue) started through Vite's JS
// API with one plugin added (vite-plugin.ts), on a loopback port. A folder with no Vite config
// (plain HTML) is served the same way: Vite serves static files and runs the HTML hook on every page.
// Its pre-bundled dependencies go to a folder of its own, removed on close: the default cache (the
// nearest node_modules/.vite) is shared with the team's own dev server and with any other run at
// the same time, each of which would rewrite it under the other.

import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { locatePlugin } from './vite-plugin.js';

export interface LocatedServer {
  /** The app's start URL, with its base. */
  url: string;
  close(): Promise<void>;
}

type ViteApi = typeof import('vite');

/** The app's own Vite, else the one installed beside this package. */
async function loadVite(appDir: string): Promise<ViteApi> {
  for (const from of [join(appDir, 'package.json'), import.meta.url]) {
    try {
      return (await import(pathToFileURL(createRequire(from).resolve('vite')).href)) as ViteApi;
    } catch {
      continue;
    }
  }
  throw new Error(
    `Vite was not found for ${appDir}: run \`npm install\` in the app, or install vite beside semantic-hints-mcp.`,
  );
}

export async function startLocatedServer(appDir: string): Promise<LocatedServer> {
  const vite = await loadVite(appDir);
  const cacheDir = await mkdtemp(join(tmpdir(), 'semantic-hints-vite-'));
  const removeCache = () => rm(cacheDir, { recursive: true, force: true });
  const server = await vite.createServer({
    root: appDir,
    cacheDir,
    logLevel: 'error',
    clearScreen: false,
    plugins: [locatePlugin(appDir)],
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null, open: false },
  });
  const close = () => server.close().finally(removeCache);
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) {
    await close();
    throw new Error(`The dev server of ${appDir} did not report its address.`);
  }
  return { url, close };
}
