// The package as a user installs it: `npm pack`, then `npm install --global` of the tarball into a
// temporary prefix, then, from a folder that is not the checkout, the two bins on the PATH: the
// server through a real MCP client, the review command, and registration in the real Claude Code
// CLI (user scope, temporary HOME) beside the pinned Playwright MCP, checked by `claude mcp list`,
// by hand and as the Claude Code plugin of this repository.

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claudeAddCommands } from '../../src/browser/setup-commands.js';
import { packedTarball } from '../support/packed-tarball.js';
import { workerCdpUrl } from '../support/test-env.js';
import { claudeBinary, claudeEnv } from '../../harness/claude-cli.js';
import { PLAYWRIGHT_MCP_VERSION } from '../../src/shared/version.js';
import { PLUGIN_DIR } from '../../scripts/plugin-files.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

let work: string;
let prefix: string;
/** A folder outside the checkout, where every command below runs. */
let elsewhere: string;

/** The environment of a user who installed the package: its bins on the PATH, no npm script variables. */
function userEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { ...shellEnv(), PATH: `${join(prefix, 'bin')}${delimiter}${process.env['PATH'] ?? ''}`, ...extra };
}

/** The environment of a user's shell, without the variables npm gives the scripts it runs. */
function shellEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !name.toLowerCase().startsWith('npm_')) env[name] = value;
  return env;
}

/** A fresh HOME for the Claude Code CLI, with the installed bins on the PATH. */
async function claudeUserEnv(name: string): Promise<Record<string, string>> {
  const home = join(work, name);
  await mkdir(home);
  return claudeEnv(home, userEnv());
}

/** Records that the user accepted the folder's trust prompt, as the first `claude` run there asks. */
async function trustFolder(home: string, folder: string): Promise<void> {
  const path = join(home, '.claude.json');
  const config = JSON.parse(await readFile(path, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  config['projects'] = { [folder]: { hasTrustDialogAccepted: true } };
  await writeFile(path, JSON.stringify(config));
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'semantic-hints-install-'));
  prefix = join(work, 'prefix');
  elsewhere = join(work, 'app');
  await mkdir(elsewhere);
  // The run's `npm pack` of the checkout (its `prepack` builds dist/).
  await run('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', await packedTarball()], {
    cwd: elsewhere,
    env: userEnv(),
  });
}, 600_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('installed from the packed tarball', () => {
  it('semantic-hints-mcp on the PATH serves a real MCP client: lists the tools, snapshots a fixture', async () => {
    const client = new Client({ name: 'install-test', version: '0.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'semantic-hints-mcp',
        cwd: elsewhere,
        env: userEnv({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() }),
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['semantic_snapshot', 'semantic_observe', 'semantic_review']);
      const result = await client.callTool({
        name: 'semantic_snapshot',
        arguments: { url: inject('fixtureUrl'), scope: 'controls' },
      });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({
        screen: 'fixture.page',
        slider: [{ id: 'filters.price', value: 250 }],
      });
    } finally {
      await client.close();
    }
  });

  it('semantic-hints review on the PATH reviews a page', async () => {
    const gaps = new URL('fixtures/gaps.html', inject('fixtureUrl')).href;
    const failed = await run('semantic-hints', ['review', gaps, '--json', '--cdp-url', workerCdpUrl()], {
      cwd: elsewhere,
      env: userEnv(),
    }).catch((err: { code: number; stdout: string }) => err);
    // Exit 1: the fixture has gaps, which execFile reports as a failure.
    expect('code' in failed && failed.code).toBe(1);
    const review = JSON.parse(failed.stdout) as { url: string; total: number };
    expect(review.url).toBe(gaps);
    expect(review.total).toBeGreaterThan(0);
  });

  it('semantic-hints doctor on the PATH checks the browser, and prints the fixes as the installed bins', async () => {
    const ok = await run('semantic-hints', ['doctor', '--cdp-url', workerCdpUrl()], { cwd: elsewhere, env: userEnv() });
    expect(ok.stdout).toMatch(/^Browser: \S+ \d+\./m);
    expect(ok.stdout).toContain('OK: semantic-hints-mcp can read this browser.');
    // Port 9 on loopback: nothing listens there. The fix is the bin, not a checkout's npm script.
    const broken = await run('semantic-hints', ['doctor', '--cdp-url', 'http://127.0.0.1:9'], {
      cwd: elsewhere,
      env: userEnv(),
    }).catch((err: { code: number; stdout: string }) => err);
    expect('code' in broken && broken.code).toBe(1);
    expect(broken.stdout).toContain('semantic-hints browser --port 9');
    expect(broken.stdout).not.toContain('npm run');
  });

  it('registers both servers with the Claude Code CLI at user scope; `claude mcp list` elsewhere reports them connected', async () => {
    const env = await claudeUserEnv('home-user');
    // Exactly the commands `semantic-hints browser` prints, run in the checkout.
    for (const command of claudeAddCommands(workerCdpUrl())) {
      const [, ...args] = command.split(' ');
      await run(claudeBinary(), args, { cwd: ROOT, env });
    }
    const { stdout } = await run(claudeBinary(), ['mcp', 'list'], { cwd: elsewhere, env, timeout: 180_000 });
    expect(stdout).toMatch(/^semantic-hints: semantic-hints-mcp .*Connected/m);
    expect(stdout).toMatch(/^playwright: npx @playwright\/mcp@\S+ --cdp-endpoint .*Connected/m);
  });

  it('the project .mcp.json route: `claude mcp list` in that folder reports both servers connected', async () => {
    const env = await claudeUserEnv('home-project');
    const project = join(work, 'project');
    await mkdir(join(project, '.claude'), { recursive: true });
    // .mcp.json.example as the README says to use it, with the port of the test browser.
    const example = await readFile(join(ROOT, '.mcp.json.example'), 'utf8');
    await writeFile(join(project, '.mcp.json'), example.replaceAll('http://127.0.0.1:9222', workerCdpUrl()));
    // What a user does once in that folder: trust it and approve its servers (the first `claude`
    // run asks both; docs/install.md gives the settings line).
    await writeFile(join(project, '.claude', 'settings.json'), JSON.stringify({ enableAllProjectMcpServers: true }));
    await trustFolder(env['HOME']!, project);
    const { stdout } = await run(claudeBinary(), ['mcp', 'list'], { cwd: project, env, timeout: 180_000 });
    expect(stdout).toMatch(/^semantic-hints: semantic-hints-mcp .*Connected/m);
    expect(stdout).toMatch(/^playwright: npx @playwright\/mcp@\S+ --cdp-endpoint .*Connected/m);
  });
});

describe('the Claude Code plugin of this repository', () => {
  it('validates, installs from the checkout as a marketplace, and `claude mcp list` reports both servers connected', async () => {
    // The checkout as a user has it after `npm install`: the `npm pack` above built its dist/. The
    // installed package is not on this PATH: the plugin runs the checkout's own build.
    const checkout = resolve(ROOT);
    const pluginFolder = join(checkout, PLUGIN_DIR);
    const home = join(work, 'home-plugin');
    await mkdir(home);
    // The CDP endpoint comes from the one variable both servers of the plugin read.
    const env = claudeEnv(home, { ...shellEnv(), SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
    const claude = (...args: string[]) => run(claudeBinary(), args, { cwd: elsewhere, env, timeout: 180_000 });
    // --strict: unknown fields and missing metadata fail too; the marketplace, then its plugin.
    await claude('plugin', 'validate', '--strict', checkout);
    const validated = await claude('plugin', 'validate', '--strict', pluginFolder);
    for (const skill of ['browser', 'browser-agent', 'hint-injection'])
      expect(validated.stdout).toContain(`skills: semantic-hints:${skill}`);
    await claude('plugin', 'marketplace', 'add', checkout);
    await claude('plugin', 'install', 'semantic-hints@semantic-hints-mcp');

    const { stdout } = await claude('mcp', 'list');
    const server = (name: string) =>
      stdout.split('\n').find((line) => line.startsWith(`plugin:semantic-hints:${name}: `));
    expect(server('semantic-hints')).toContain(`node ${pluginFolder}/../dist/index.js`);
    expect(server('semantic-hints')).toMatch(/✔ Connected$/);
    const playwright = `npx @playwright/mcp@${PLAYWRIGHT_MCP_VERSION} --cdp-endpoint ${workerCdpUrl()} --snapshot-mode none --codegen none`;
    expect(server('playwright')).toContain(playwright);
    expect(server('playwright')).toMatch(/✔ Connected$/);

    const details = await claude('plugin', 'details', 'semantic-hints@semantic-hints-mcp');
    expect(details.stdout).toMatch(/^ {2}Skills \(3\) {2}browser, browser-agent, hint-injection$/m);
    expect(details.stdout).toMatch(/^ {2}MCP servers \(2\) {2}playwright, semantic-hints /m);
    // Claude Code reads the plugin in place; what it keeps in its cache is the plugin's folder
    // alone, without the checkout's dependencies.
    const listed = JSON.parse((await claude('plugin', 'list', '--json')).stdout) as Array<{
      id: string;
      readFromFolder?: string;
      installPath: string;
    }>;
    const installed = listed.find((plugin) => plugin.id === 'semantic-hints@semantic-hints-mcp');
    expect(installed?.readFromFolder).toBe(pluginFolder);
    expect(await readdir(installed!.installPath)).not.toContain('node_modules');
  });
});
