// The Claude Code plugin's files, rendered from their sources so that nothing in them is a second
// copy: the version from package.json, the Playwright MCP pin and flags from setup-commands, the
// CDP endpoint's variable and default from src/config.ts, the browser-agent skill from
// references/browser-agent.md. The hint-injection skill is not rendered: the plugin names its
// folder in references/ as it stands. `npm run plugin` writes them; a unit test checks they are current.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { chromiumFlags, playwrightMcpArgs } from '../src/browser/setup-commands.js';
import { VARIABLES } from '../src/config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string; license: string };

export const PLUGIN_NAME = 'semantic-hints';
export const MARKETPLACE_NAME = 'semantic-hints-mcp';
/** The one variable both servers take their CDP endpoint from. */
export const CDP_VARIABLE = 'SEMANTIC_HINTS_CDP_URL';
export const DEFAULT_CDP_URL = VARIABLES.find((v) => v.name === CDP_VARIABLE)!.default;
/** Expanded by Claude Code when it starts a server: the user's value, else the default. */
const CDP_URL = `\${${CDP_VARIABLE}:-${DEFAULT_CDP_URL}}`;

/** package.json names no author: the plugin and the marketplace name the project itself. */
const MAINTAINERS = { name: 'The semantic-hints-mcp maintainers' };

/** The package's two bins in the plugin's folder, as Claude Code expands them. */
const SERVER_BIN = '${CLAUDE_PLUGIN_ROOT}/dist/index.js';
const CLI_BIN = '${CLAUDE_PLUGIN_ROOT}/dist/cli.js';

const DESCRIPTION =
  'Operate and test web apps through data-semtag-* hints: Playwright MCP (pinned, companion flags) and semantic-hints-mcp attached to one shared Chromium, with the browser-agent, browser start-up and hint-injection skills.';

function pluginManifest(): object {
  return {
    name: PLUGIN_NAME,
    version: manifest.version,
    description: DESCRIPTION,
    author: MAINTAINERS,
    license: manifest.license,
    keywords: ['mcp', 'playwright', 'browser', 'semantic-hints', 'testing'],
    // skills/ holds the rendered skills; the hint-injection skill is read where it lives.
    skills: ['./skills/', './references/hint-injection'],
    // Stated for `claude plugin validate` to list: npx fetches Playwright MCP once; both servers
    // reach the shared browser (loopback by default).
    network: { hosts: ['registry.npmjs.org', new URL(DEFAULT_CDP_URL).hostname] },
    mcpServers: {
      playwright: { command: 'npx', args: playwrightMcpArgs(CDP_URL) },
      // Claude Code reads a plugin of a folder marketplace from that folder: the checkout's own
      // build (npm install builds dist/) and node_modules, of the same commit as the skills.
      'semantic-hints': { command: 'node', args: [SERVER_BIN], env: { [CDP_VARIABLE]: CDP_URL } },
    },
  };
}

function marketplace(): object {
  return {
    name: MARKETPLACE_NAME,
    owner: MAINTAINERS,
    description: 'The semantic-hints plugin, from this repository.',
    plugins: [{ name: PLUGIN_NAME, source: './', description: DESCRIPTION }],
  };
}

function frontMatter(name: string, description: string): string {
  return ['---', `name: ${name}`, `description: ${description}`, '---', ''].join('\n');
}

function browserAgentSkill(): string {
  const prompt = readFileSync(`${ROOT}references/browser-agent.md`, 'utf8');
  return [
    frontMatter(
      'browser-agent',
      "Operate or test a web app in the shared browser: read it with semantic_snapshot and semantic_observe (semantic-hints), act on it with Playwright MCP by the app's data-semtag ids. Use when asked to use, test, check or explore a web app, fill its forms or follow a flow through it.",
    ),
    '<!-- Rendered by `npm run plugin` from references/browser-agent.md: edit that file. -->',
    '`hint-design.md`, named below, is `${CLAUDE_PLUGIN_ROOT}/references/hint-design.md`.',
    '',
    prompt,
  ].join('\n');
}

function browserSkill(): string {
  return [
    frontMatter(
      'browser',
      'Start the shared Chromium that the playwright and semantic-hints MCP servers of this plugin attach to. Use when one of their tools says it cannot reach the browser, or before operating a web app when no browser runs.',
    ),
    '<!-- Rendered by `npm run plugin` (scripts/plugin-files.ts). -->',
    '# Start the shared browser',
    '',
    'Both MCP servers of this plugin attach over CDP to one Chromium: Playwright MCP acts in it,',
    `semantic-hints reads it. Its endpoint is \`$${CDP_VARIABLE}\`, or \`${DEFAULT_CDP_URL}\``,
    "when that is unset; `<port>` below is that endpoint's port.",
    '',
    '1. If `curl -s http://127.0.0.1:<port>/json/version` answers with JSON, a browser runs there: use it.',
    `2. Otherwise run \`node "${CLI_BIN}" browser --port <port>\``,
    '   as a background task and keep it running (add `--headed` when the user wants to watch the',
    '   window). It is ready when it prints `CDP endpoint:`. Or start Chromium or Chrome yourself:',
    `   \`chromium ${chromiumFlags('<port>')}\``,
    '   (add `--no-sandbox` when running as root).',
    '3. If `dist/` is missing in `${CLAUDE_PLUGIN_ROOT}`, that folder was never built, and the',
    '   semantic-hints server cannot start either: ask the user to run `npm install` there (it builds',
    '   `dist/`) and to restart Claude Code.',
    '4. Call the tool again. This plugin has registered both servers: skip any advice to run',
    `   \`claude mcp add\`. Another port takes \`${CDP_VARIABLE}\` set before Claude Code starts.`,
    '',
  ].join('\n');
}

/** Every file of the plugin that is rendered, by its path in the repository, formatted as committed. */
export async function pluginFiles(): Promise<Map<string, string>> {
  const json = async (path: string, value: object) =>
    format(JSON.stringify(value), { ...(await resolveConfig(`${ROOT}${path}`)), filepath: path });
  return new Map([
    ['.claude-plugin/plugin.json', await json('.claude-plugin/plugin.json', pluginManifest())],
    ['.claude-plugin/marketplace.json', await json('.claude-plugin/marketplace.json', marketplace())],
    ['skills/browser-agent/SKILL.md', browserAgentSkill()],
    ['skills/browser/SKILL.md', browserSkill()],
  ]);
}
