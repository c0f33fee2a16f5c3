// The servers the bench measures, built as users run them: `npm run build`'s bundle of the bin
// (scripts/bundle-server.ts), and the same bundle of the bench's server, which adds the observe
// baseline tool (baseline-server.ts). Built JavaScript, not TypeScript through tsx: tsx turns on
// source maps, and every Playwright call captures a stack trace, which they make several times dearer.

import { fileURLToPath } from 'node:url';
import { bundleServer, bundleServerModule } from '../scripts/bundle-server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Inside the checkout (ignored by git), so that the bundles find playwright-core in node_modules,
 * and one folder below its root, as dist/ is, with the servers in its server/ folder as in dist/,
 * so that they find package.json (src/shared/version.ts).
 */
const BUILT = `${ROOT}.tmp`;

export interface BuiltServers {
  /** The bin's entry, as `npm run build` writes it. */
  bin: string;
  /** The bench's server: the published tools and `bare_evaluate`. */
  measured: string;
}

/** Builds both into .tmp/ and gives their scripts. */
export async function buildServers(): Promise<BuiltServers> {
  await Promise.all([bundleServer(BUILT), bundleServerModule(`${ROOT}bench/baseline-server.ts`, `${BUILT}/server`)]);
  return { bin: `${BUILT}/index.js`, measured: `${BUILT}/server/baseline-server.js` };
}
