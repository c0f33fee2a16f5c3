import { readFileSync } from 'node:fs';

// package.json sits one folder above both src/ and dist/.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
  devDependencies: Record<string, string>;
};

export const VERSION = manifest.version;

/** The Playwright MCP release this server is tested beside (pinned in devDependencies). */
export const PLAYWRIGHT_MCP_VERSION = manifest.devDependencies['@playwright/mcp'];
