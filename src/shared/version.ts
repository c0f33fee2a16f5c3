import { existsSync, readFileSync } from 'node:fs';

/**
 * The package's package.json: the nearest one above this module (in src/shared/, or bundled into
 * dist/ or another folder one below the package root).
 */
function manifestUrl(): URL {
  for (let up = new URL('./package.json', import.meta.url); ; up = new URL('../package.json', up)) {
    if (existsSync(up)) return up;
    if (new URL('..', up).pathname === new URL('.', up).pathname)
      throw new Error('no package.json above ' + import.meta.url);
  }
}

const manifest = JSON.parse(readFileSync(manifestUrl(), 'utf8')) as {
  version: string;
  devDependencies: Record<string, string>;
};

export const VERSION = manifest.version;

/** The Playwright MCP release this server is tested beside (pinned in devDependencies). */
export const PLAYWRIGHT_MCP_VERSION = manifest.devDependencies['@playwright/mcp'];
