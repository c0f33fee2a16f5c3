// The Claude Code plugin's files, rendered from their sources so that nothing in them is a second
// copy: the version from package.json, the Playwright MCP pin and flags from setup-commands, the
// CDP endpoint's variable and default from src/config/config.ts, the browser-agent skill from
// references/browser-agent.md, the hint-injection skill from references/hint-injection/.
// `npm run plugin` writes them; a unit test checks they are current.
//
// The plugin is the folder plugin/ of the checkout, and the marketplace at the checkout's root
// names it. Claude Code reads a plugin of a marketplace added from a folder in place (it copies the
// plugin's folder into its cache only as a record), so the plugin runs the checkout's own build,
// one folder up, with its node_modules; and the record is the plugin's few files, not the
// checkout's dependencies.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { MARKETPLACE_NAME, PLUGIN_NAME, chromiumFlags, playwrightMcpArgs } from '../src/browser/setup-commands.js';
import { VARIABLES } from '../src/config/config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string; license: string };

export { MARKETPLACE_NAME, PLUGIN_NAME };
/** The one variable both servers take their CDP endpoint from. */
export const CDP_VARIABLE = 'SEMANTIC_HINTS_CDP_URL';
export const DEFAULT_CDP_URL = VARIABLES.find((v) => v.name === CDP_VARIABLE)!.default;
/** Expanded by Claude Code when it starts a server: the user's value, else the default. */
const CDP_URL = `\${${CDP_VARIABLE}:-${DEFAULT_CDP_URL}}`;

/** package.json names no author: the plugin and the marketplace name the project itself. */
const MAINTAINERS = { name: 'The semantic-hints-mcp maintainers' };

/** The plugin's folder in the checkout. */
export const PLUGIN_DIR = 'plugin';
/** The checkout, from the plugin's folder, as Claude Code expands it. */
const CHECKOUT = '${CLAUDE_PLUGIN_ROOT}/..';
/** The package's two bins, built in the checkout. */
const SERVER_BIN = `${CHECKOUT}/dist/index.js`;
const CLI_BIN = `${CHECKOUT}/dist/cli.js`;
/** Where the rendered skills send the agent for hint-design.md. */
const HINT_DESIGN_NOTE = `\`hint-design.md\`, named below, is \`${CHECKOUT}/references/hint-design.md\`.`;

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
    skills: ['./skills/'],
    // Stated for `claude plugin validate` to list: npx fetches Playwright MCP once; both servers
    // reach the shared browser (loopback by default).
    network: { hosts: ['registry.npmjs.org', new URL(DEFAULT_CDP_URL).hostname] },
    mcpServers: {
      playwright: { command: 'npx', args: playwrightMcpArgs(CDP_URL) },
      // The checkout's own build (npm install builds dist/), of the same commit as the skills.
      'semantic-hints': { command: 'node', args: [SERVER_BIN], env: { [CDP_VARIABLE]: CDP_URL } },
    },
  };
}

function marketplace(): object {
  return {
    name: MARKETPLACE_NAME,
    owner: MAINTAINERS,
    description: 'The semantic-hints plugin, from this repository.',
    plugins: [{ name: PLUGIN_NAME, source: `./${PLUGIN_DIR}`, description: DESCRIPTION }],
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
    HINT_DESIGN_NOTE,
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
    `3. If \`dist/\` is missing in \`${CHECKOUT}\`, that checkout was never built, and the`,
    '   semantic-hints server cannot start either: ask the user to run `npm install` there (it builds',
    '   `dist/`) and to restart Claude Code.',
    '4. This plugin has registered both servers: skip the registration steps the browser prints',
    `   (\`claude plugin …\`, \`claude mcp add\`). Another port takes \`${CDP_VARIABLE}\` set before Claude Code starts.`,
    `5. Check the setup with \`node "${CLI_BIN}" doctor\`: it reads \`$${CDP_VARIABLE}\` as the`,
    '   servers do, names the browser, lists its tabs with the one semantic-hints reads, and counts the',
    '   hints of that tab. Exit code 0: call the tool again. Otherwise each `Problem:` line says what is',
    `   wrong and the command that fixes it (an \`npm run …\` runs in \`${CHECKOUT}\`): do that, and check again.`,
    '',
  ].join('\n');
}

/**
 * A file of references/hint-injection/ as the plugin's skill: the file whole, after its front
 * matter (SKILL.md's, kept first) a line that says where it comes from, and where hint-design.md is
 * when it names it.
 */
function hintInjectionFile(name: string): string {
  const text = readFileSync(`${ROOT}references/hint-injection/${name}`, 'utf8');
  const [, frontMatter = '', body = text] = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(text) ?? [];
  const note = `<!-- Rendered by \`npm run plugin\` from references/hint-injection/${name}: edit that file. -->`;
  const design = /hint-design\.md/.test(body) ? [HINT_DESIGN_NOTE] : [];
  return [`${frontMatter}${note}`, ...design, '', body].join('\n');
}

/** Every file of the plugin that is rendered, by its path in the repository, formatted as committed. */
export async function pluginFiles(): Promise<Map<string, string>> {
  const json = async (path: string, value: object) =>
    format(JSON.stringify(value), { ...(await resolveConfig(`${ROOT}${path}`)), filepath: path });
  const manifestPath = `${PLUGIN_DIR}/.claude-plugin/plugin.json`;
  return new Map([
    [manifestPath, await json(manifestPath, pluginManifest())],
    ['.claude-plugin/marketplace.json', await json('.claude-plugin/marketplace.json', marketplace())],
    [`${PLUGIN_DIR}/skills/browser-agent/SKILL.md`, browserAgentSkill()],
    [`${PLUGIN_DIR}/skills/browser/SKILL.md`, browserSkill()],
    ...['SKILL.md', 'framework-notes.md'].map(
      (name) => [`${PLUGIN_DIR}/skills/hint-injection/${name}`, hintInjectionFile(name)] as [string, string],
    ),
  ]);
}
