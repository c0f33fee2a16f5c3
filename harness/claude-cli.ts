// The Claude Code CLI pinned in the test packages (test/package.json), run in a HOME of its own. Its
// `plugin` and `mcp` commands need no account and no model; nothing optional goes out (updates,
// telemetry, error reports). Shared by the end-to-end tests and the benchmark.

import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { testRequire } from '../scripts/test-deps.js';

/** The CLI's native binary (it runs whatever Node is on the PATH), once the test packages are installed. */
export const claudeBinary = (): string =>
  join(dirname(testRequire.resolve('@anthropic-ai/claude-code/package.json')), 'bin', 'claude.exe');

/**
 * `base` with `home` as HOME. npx, which starts Playwright MCP, keeps the user's npm cache, and
 * `claude mcp list` may wait for a first download of it.
 */
export function claudeEnv(
  home: string,
  base: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) if (value !== undefined) env[name] = value;
  return {
    ...env,
    HOME: home,
    npm_config_cache: base['npm_config_cache'] ?? join(homedir(), '.npm'),
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    MCP_TIMEOUT: '120000',
  };
}
