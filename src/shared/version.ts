import { readFileSync } from 'node:fs';

// package.json sits two folders above src/shared/, dist/shared/ and dist/server/ (the bundled server).
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  devDependencies: Record<string, string>;
};

export const VERSION = manifest.version;

/** The Playwright MCP release this server is tested beside (pinned in devDependencies). */
export const PLAYWRIGHT_MCP_VERSION = manifest.devDependencies['@playwright/mcp'];
