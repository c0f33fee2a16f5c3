// The commands that set up the shared browser and both MCP servers, written once: the server's
// "cannot reach" answer, the review command and `semantic-hints browser` all print these.

import { PLAYWRIGHT_MCP_VERSION } from '../shared/version.js';

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

/** What `npx` is given to run the pinned Playwright MCP attached to a CDP endpoint. */
export function playwrightMcpArgs(cdpUrl: string): string[] {
  // The companion configuration: this server reads the page, so actions need no snapshot or code.
  return [
    `@playwright/mcp@${PLAYWRIGHT_MCP_VERSION}`,
    '--cdp-endpoint',
    cdpUrl,
    '--snapshot-mode',
    'none',
    '--codegen',
    'none',
  ];
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
