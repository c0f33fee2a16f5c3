// The package as a user installs it: `npm pack`, then `npm install --global` of the tarball into a
// temporary prefix, then, from a folder that is not the checkout, the two bins on the PATH: the
// server through a real MCP client, the review command, and registration in the real Claude Code
// CLI (user scope, temporary HOME) beside the pinned Playwright MCP, checked by `claude mcp list`.

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claudeAddCommands } from '../src/browser/setup-commands.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const require = createRequire(import.meta.url);

let work: string;
let prefix: string;
/** A folder outside the checkout, where every command below runs. */
let elsewhere: string;

/** The environment of a user who installed the package: its bins on the PATH, no npm script variables. */
function userEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !name.toLowerCase().startsWith('npm_')) env[name] = value;
  env['PATH'] = `${join(prefix, 'bin')}${delimiter}${process.env['PATH'] ?? ''}`;
  return { ...env, ...extra };
}

/** The Claude Code CLI, pinned in devDependencies: a native binary, so it runs on Node 20 too. */
const claude = () => join(dirname(require.resolve('@anthropic-ai/claude-code/package.json')), 'bin', 'claude.exe');

/**
 * A fresh HOME for the Claude Code CLI. No account and no model are needed for `claude mcp`: it
 * only starts each server and checks it. Nothing optional goes out (updates, telemetry, reports);
 * npx reuses the user's npm cache, and the health check may wait for a first download.
 */
async function claudeEnv(name: string): Promise<Record<string, string>> {
  const home = join(work, name);
  await mkdir(home);
  return userEnv({
    HOME: home,
    npm_config_cache: join(homedir(), '.npm'),
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    MCP_TIMEOUT: '120000',
  });
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
  // `npm pack` runs `prepare`, which builds dist/: the same path as an install from git.
  await run('npm', ['pack', '--pack-destination', work], { cwd: ROOT, env: userEnv() });
  const tarball = (await readdir(work)).find((name) => name.endsWith('.tgz'));
  expect(tarball).toBeDefined();
  await run('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', join(work, tarball!)], {
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
        env: userEnv({ SEMANTIC_HINTS_CDP_URL: inject('cdpUrl') }),
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
    const failed = await run('semantic-hints', ['review', gaps, '--json', '--cdp-url', inject('cdpUrl')], {
      cwd: elsewhere,
      env: userEnv(),
    }).catch((err: { code: number; stdout: string }) => err);
    // Exit 1: the fixture has gaps, which execFile reports as a failure.
    expect('code' in failed && failed.code).toBe(1);
    const review = JSON.parse(failed.stdout) as { url: string; total: number };
    expect(review.url).toBe(gaps);
    expect(review.total).toBeGreaterThan(0);
  });

  it('registers both servers with the Claude Code CLI at user scope; `claude mcp list` elsewhere reports them connected', async () => {
    const env = await claudeEnv('home-user');
    // Exactly the commands `semantic-hints browser` prints, run in the checkout.
    for (const command of claudeAddCommands(inject('cdpUrl'))) {
      const [, ...args] = command.split(' ');
      await run(claude(), args, { cwd: ROOT, env });
    }
    const { stdout } = await run(claude(), ['mcp', 'list'], { cwd: elsewhere, env, timeout: 180_000 });
    expect(stdout).toMatch(/^semantic-hints: semantic-hints-mcp .*Connected/m);
    expect(stdout).toMatch(/^playwright: npx @playwright\/mcp@\S+ --cdp-endpoint .*Connected/m);
  });

  it('the project .mcp.json route: `claude mcp list` in that folder reports both servers connected', async () => {
    const env = await claudeEnv('home-project');
    const project = join(work, 'project');
    await mkdir(join(project, '.claude'), { recursive: true });
    // .mcp.json.example as the README says to use it, with the port of the test browser.
    const example = await readFile(join(ROOT, '.mcp.json.example'), 'utf8');
    await writeFile(join(project, '.mcp.json'), example.replaceAll('http://127.0.0.1:9222', inject('cdpUrl')));
    // What a user does once in that folder: trust it and approve its servers (the first `claude`
    // run asks both; docs/install.md gives the settings line).
    await writeFile(join(project, '.claude', 'settings.json'), JSON.stringify({ enableAllProjectMcpServers: true }));
    await trustFolder(env['HOME']!, project);
    const { stdout } = await run(claude(), ['mcp', 'list'], { cwd: project, env, timeout: 180_000 });
    expect(stdout).toMatch(/^semantic-hints: semantic-hints-mcp .*Connected/m);
    expect(stdout).toMatch(/^playwright: npx @playwright\/mcp@\S+ --cdp-endpoint .*Connected/m);
  });
});
