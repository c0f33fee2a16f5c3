// What the Claude Code plugin of this repository costs a session, as the pinned Claude Code CLI
// projects it (`claude plugin details`, the plugin loaded from the checkout with --plugin-dir).
// `npx tsx bench/plugin-cost.ts` prints BENCHMARKS.md's section.

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { claudeBinary, claudeEnv } from '../harness/claude-cli.js';
import { PLUGIN_DIR, PLUGIN_NAME } from '../scripts/plugin-files.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

export interface PluginCost {
  claudeVersion: string;
  /** The projected cost added to every session, as printed (`~236 tok`). */
  alwaysOn: string;
  /** Each skill or agent: its always-on and on-invoke cost, as printed. */
  components: Array<{ name: string; alwaysOn: string; onInvoke: string }>;
  mcpServers: string;
}

export function parsePluginDetails(text: string): Omit<PluginCost, 'claudeVersion'> {
  const alwaysOn = /^\s*Always-on:\s+(\S+ tok)/m.exec(text)?.[1];
  const mcpServers = /^\s*MCP servers \(\d+\)\s+(.+)$/m.exec(text)?.[1];
  const table = text.split(/^Per-component.*$/m)[1] ?? '';
  const components = [...table.matchAll(/^\s{2}(\S+)\s+(\S+(?: \d+)?)\s{2,}(\S+(?: \d+)?)\s*$/gm)]
    .filter(([, name]) => name !== 'component')
    .map(([, name, on, invoke]) => ({ name: name!, alwaysOn: on!, onInvoke: invoke! }));
  if (!alwaysOn || !mcpServers || components.length === 0)
    throw new Error(`claude plugin details printed what this parser does not know:\n${text}`);
  return { alwaysOn, mcpServers, components };
}

export async function measurePluginCost(): Promise<PluginCost> {
  const home = await mkdtemp(join(tmpdir(), 'semantic-hints-plugin-cost-'));
  try {
    const env = claudeEnv(home);
    const claude = (...args: string[]) => run(claudeBinary(), args, { cwd: home, env });
    // `2.1.332 (Claude Code)`: the number is what the section names.
    const version = (await claude('--version')).stdout.trim().split(' ')[0]!;
    const details = await claude('--plugin-dir', join(ROOT, PLUGIN_DIR), 'plugin', 'details', PLUGIN_NAME);
    return { claudeVersion: version, ...parsePluginDetails(details.stdout) };
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

export function renderPluginCostMarkdown(cost: PluginCost): string {
  return [
    '## The Claude Code plugin',
    '',
    `\`claude plugin details ${PLUGIN_NAME}\` (Claude Code ${cost.claudeVersion}, its own estimate) projects`,
    `**${cost.alwaysOn}** added to every session by the plugin's skills (their names and descriptions),`,
    'and the cost of each skill when it fires. The MCP servers (' +
      cost.mcpServers.replace(/\s*\(.*$/, '') +
      ') are not',
    'counted there: Claude Code reads their tools at run time ("Tool definitions" above has what ours',
    'cost).',
    '',
    '| skill | always-on | on invoke |',
    '| :-- | --: | --: |',
    ...cost.components.map((c) => `| ${c.name} | ${c.alwaysOn} | ${c.onInvoke} |`),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.stdout.write(`${renderPluginCostMarkdown(await measurePluginCost())}\n`);
