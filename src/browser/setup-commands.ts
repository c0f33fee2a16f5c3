// The commands that set up the shared browser and both MCP servers, written once: the server's
// "cannot reach" answer, the review command, `semantic-hints browser` and `doctor` print these,
// and the Claude Code plugin's files are rendered from them.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLAYWRIGHT_MCP_VERSION } from '../shared/version.js';

/** A checkout of the repository, or the installed package (npm install -g of its tarball). */
export type Install = 'checkout' | 'installed';

/** The package's folder: src/browser/ and dist/browser/ both lie two folders below it. */
const PACKAGE_ROOT = new URL('../../', import.meta.url);

/** The checkout's folder, as the plugin's marketplace is added from it. */
export const PACKAGE_DIR = fileURLToPath(PACKAGE_ROOT).replace(/[\\/]$/, '');

/**
 * In a checkout, `semantic-hints` is on no PATH and its npm scripts run it from source through
 * scripts/from-source.ts, which the installed package does not ship: its presence tells the two apart.
 */
export function installKind(root: URL = PACKAGE_ROOT): Install {
  return existsSync(new URL('scripts/from-source.ts', root)) ? 'checkout' : 'installed';
}

/** The verbs of `semantic-hints` that have an npm script of the same name (package.json). */
export type Verb = 'browser' | 'doctor' | 'review';

/**
 * `semantic-hints <verb> <args>` as the person types it: `npm run <verb> -- <args>` in a checkout
 * (from its folder), the bin when installed. `env` goes first, as a shell reads it.
 */
export function cliCommand(
  verb: Verb,
  args: string[] = [],
  env: Record<string, string> = {},
  install: Install = installKind(),
): string {
  const prefix = Object.entries(env).map(([name, value]) => `${name}=${value} `);
  const command =
    install === 'checkout'
      ? `npm run ${verb}${args.length ? ` -- ${args.join(' ')}` : ''}`
      : ['semantic-hints', verb, ...args].join(' ');
  return `${prefix.join('')}${command}`;
}

/** The port of a CDP endpoint, or the default one when the URL names none. */
export function cdpPort(cdpUrl: string): string {
  try {
    const url = new URL(cdpUrl);
    return url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');
  } catch {
    return '9222';
  }
}

/**
 * A Chromium with a CDP port on loopback. Chromium refuses to start as root with its sandbox on,
 * so the command carries --no-sandbox exactly when the user running it is root.
 */
export function chromiumCommand(port: string, binary = 'chromium'): string {
  const sandbox = process.getuid?.() === 0 ? ' --no-sandbox' : '';
  return `${binary} ${chromiumFlags(port)}${sandbox}`;
}

/** The flags of that Chromium that do not depend on who runs it. */
export function chromiumFlags(port: string): string {
  return `--remote-debugging-port=${port} --user-data-dir=/tmp/semantic-hints-chromium`;
}

/** The companion configuration of Playwright MCP: this server reads the page, so actions need no snapshot or code. */
export const PLAYWRIGHT_MCP_COMPANION_FLAGS: readonly string[] = ['--snapshot-mode', 'none', '--codegen', 'none'];

/** What `npx` is given to run the pinned Playwright MCP attached to a CDP endpoint. */
export function playwrightMcpArgs(cdpUrl: string): string[] {
  return [`@playwright/mcp@${PLAYWRIGHT_MCP_VERSION}`, '--cdp-endpoint', cdpUrl, ...PLAYWRIGHT_MCP_COMPANION_FLAGS];
}

export function playwrightMcpCommand(cdpUrl: string): string {
  return ['npx', ...playwrightMcpArgs(cdpUrl)].join(' ');
}

/** Registers both servers in Claude Code for every folder of this user (`--scope user`). */
export function claudeAddCommands(cdpUrl: string): string[] {
  return [
    `claude mcp add --scope user playwright -- ${playwrightMcpCommand(cdpUrl)}`,
    `claude mcp add --scope user semantic-hints -e SEMANTIC_HINTS_CDP_URL=${cdpUrl} -- semantic-hints-mcp`,
  ];
}

/** The Claude Code plugin of a checkout, and the marketplace the checkout is. */
export const PLUGIN_NAME = 'semantic-hints';
export const MARKETPLACE_NAME = 'semantic-hints-mcp';

/** Adds the checkout at `dir` as a marketplace and installs its plugin, for every folder of this user. */
export function pluginInstallCommands(dir: string): string[] {
  const quoted = /^[\w@%+=:,./-]+$/.test(dir) ? dir : `'${dir.replace(/'/g, "'\\''")}'`;
  return [`claude plugin marketplace add ${quoted}`, `claude plugin install ${PLUGIN_NAME}@${MARKETPLACE_NAME}`];
}
