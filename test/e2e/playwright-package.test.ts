// semantic-hints-mcp/playwright in another project, as docs/playwright-test.md installs it: the
// packed tarball and @playwright/test installed into a temporary folder outside the checkout, a
// config that names a system Chromium (Playwright's own download is not used), and a spec written
// as a user writes it, run by `npx playwright test` against the example shop on loopback. The
// install prints no warning, a hinted page passes the matcher, a planted gap fails it, and an
// error thrown inside the package points to files the package ships or to sources its maps carry.

import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from '../../examples/server.js';
import type { ExampleServer } from '../../examples/server.js';
import { testChromiumBinary } from '../support/chromium.js';
import { ROOT } from '../support/cli.js';
import { packedTarball } from '../support/packed-tarball.js';

const run = promisify(execFile);

let work: string;
let project: string;
let shop: ExampleServer;
let chromium: string;
/** What `npm install` of the tarball and @playwright/test printed. */
let installOutput: string;

/**
 * A user's shell: no npm script variables, and no NODE_PATH (the checkout's test packages must not
 * be found from the project).
 */
function userEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !name.toLowerCase().startsWith('npm_') && name !== 'NODE_PATH') env[name] = value;
  return { ...env, ...extra };
}

const PLAYWRIGHT_CONFIG = `import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  reporter: [['list'], ['json', { outputFile: 'results.json' }]],
  use: {
    browserName: 'chromium',
    // A system Chromium, where Playwright's own download is not possible.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH },
  },
});
`;

const SPEC = `import { expect, test } from 'semantic-hints-mcp/playwright';

const shop = process.env.SHOP_URL;

test('the product list has no hint gaps', async ({ page, hints }) => {
  await page.goto(\`\${shop}/products\`);
  await expect(page).toHaveNoHintGaps();
  expect((await hints.snapshot()).screen).toBe('products.page');
});

test('a planted gap fails the matcher', async ({ page }) => {
  await page.goto(\`\${shop}/products\`);
  await page.locator('main').evaluate((main) => {
    const button = document.createElement('button');
    button.textContent = 'Claim your offer';
    main.append(button);
  });
  await expect(page).toHaveNoHintGaps();
});

test('an id that is not on the page', async ({ page, hints }) => {
  await page.goto(\`\${shop}/products\`);
  await hints.observe('no.such.id');
});
`;

beforeAll(async () => {
  shop = await startExampleServer();
  const found = await testChromiumBinary();
  if (!found) throw new Error('No Chromium: set CHROMIUM to a Chrome or Chromium binary.');
  chromium = found;
  work = await mkdtemp(join(tmpdir(), 'semantic-hints-pwpackage-'));
  project = join(work, 'project');
  await mkdir(join(project, 'tests'), { recursive: true });
  // The run's `npm pack` of the checkout (its `prepack` builds dist/), which the install test installs too.
  const tarball = await packedTarball();
  const { version } = JSON.parse(
    await readFile(join(ROOT, 'node_modules', '@playwright', 'test', 'package.json'), 'utf8'),
  ) as { version: string };
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'hints-in-another-project', private: true, type: 'module' }),
  );
  // As docs/playwright-test.md says, from the npm cache where it holds the packages.
  const installed = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `@playwright/test@${version}`],
    { cwd: project, env: userEnv() },
  );
  installOutput = `${installed.stdout}${installed.stderr}`;
  await writeFile(join(project, 'playwright.config.ts'), PLAYWRIGHT_CONFIG);
  await writeFile(join(project, 'tests', 'shop.spec.ts'), SPEC);
}, 600_000);

afterAll(async () => {
  await shop?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

interface JsonResult {
  status: string;
  error?: { message?: string; stack?: string };
}
interface JsonSuite {
  specs?: { title: string; tests: { results: JsonResult[] }[] }[];
  suites?: JsonSuite[];
}

/** Each test of the JSON report by title, with its one result. */
function resultsOf(report: { suites: JsonSuite[] }): Map<string, JsonResult> {
  const found = new Map<string, JsonResult>();
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) found.set(spec.title, spec.tests[0]!.results[0]!);
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return found;
}

/** Every file the installed package's source maps carry the content of, by absolute path. */
async function inlinedSources(packageRoot: string): Promise<Set<string>> {
  const carried = new Set<string>();
  const files = await readdir(join(packageRoot, 'dist'), { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.js.map'))) {
    const path = join(packageRoot, 'dist', file);
    const map = JSON.parse(await readFile(path, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    map.sources.forEach((source, index) => {
      if (typeof map.sourcesContent?.[index] === 'string') carried.add(resolve(dirname(path), source));
    });
  }
  return carried;
}

describe('semantic-hints-mcp/playwright installed from the packed tarball into another project', () => {
  it('installs without a warning', () => {
    expect(installOutput).not.toMatch(/warn/i);
    expect(existsSync(join(project, 'node_modules', 'semantic-hints-mcp', 'dist', 'playwright', 'index.js'))).toBe(
      true,
    );
  });

  it('runs under `npx playwright test` with a system Chromium: a hinted page passes, a planted gap fails', async () => {
    const child = spawn('npx', ['playwright', 'test', '--workers', '1'], {
      cwd: project,
      env: userEnv({ FORCE_COLOR: '0', SHOP_URL: shop.url, CHROMIUM_PATH: chromium }),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done, fail) => {
      child.once('error', fail);
      child.once('close', done);
    });
    expect(code, output).toBe(1);
    const results = resultsOf(
      JSON.parse(await readFile(join(project, 'results.json'), 'utf8')) as { suites: JsonSuite[] },
    );

    expect(results.get('the product list has no hint gaps')?.status, output).toBe('passed');
    const planted = results.get('a planted gap fails the matcher');
    expect(planted?.status).toBe('failed');
    expect(planted?.error?.message).toContain('The page fails the hint gate (fails on any gap): 1 unhinted.');

    // An error thrown inside the package: each of its frames in the package names a file the
    // package ships, or a source whose content the package's maps carry.
    const missing = results.get('an id that is not on the page');
    expect(missing?.status).toBe('failed');
    expect(missing?.error?.message).toContain('no.such.id');
    const packageRoot = join(project, 'node_modules', 'semantic-hints-mcp');
    const frames = [...(missing?.error?.stack ?? '').matchAll(/\(?(\/[^\s()]+?):\d+:\d+\)?$/gm)]
      .map((match) => match[1]!)
      .filter((file) => file.startsWith(`${packageRoot}/`));
    expect(frames.length, missing?.error?.stack).toBeGreaterThan(0);
    const carried = await inlinedSources(packageRoot);
    for (const file of frames) expect(existsSync(file) || carried.has(file), file).toBe(true);
  });
});
