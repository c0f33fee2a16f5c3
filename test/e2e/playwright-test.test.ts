// The Playwright Test integration (semantic-hints-mcp/playwright), run by the real `playwright test`
// (the bin `npx playwright` runs) on the example shop and the CRM fixture app (test/e2e/playwright/):
// the fixture and the matcher in passing tests, run in two shards of two workers each, whose blob
// reports `merge-reports` joins into one hint report; and gaps planted on purpose that fail the
// matcher and the reporter's gate.

import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from '../../examples/server.js';
import type { ExampleServer } from '../../examples/server.js';
import type { CrawlSummary } from '../../src/cli/crawl-summary.js';
import { testChromiumBinary } from '../support/chromium.js';
import { ROOT, playwrightTestEnv } from '../support/cli.js';
import { fixtureAppUrl } from '../support/test-env.js';

const CONFIG = 'test/e2e/playwright/playwright.config.ts';
const MERGE_CONFIG = 'test/e2e/playwright/merge.config.ts';
const PASSING = ['shop.spec.ts', 'crm.spec.ts'];

let shop: ExampleServer;
let crm: string;
let chromium: string;
let out: string;

beforeAll(async () => {
  shop = await startExampleServer();
  // The CRM is built by the global setup and served from test/.
  crm = await fixtureAppUrl('crm');
  const found = await testChromiumBinary();
  if (!found) throw new Error('No Chromium: set CHROMIUM to a Chrome or Chromium binary.');
  chromium = found;
  out = await mkdtemp(join(tmpdir(), 'semantic-hints-pwtest-'));
});
afterAll(async () => {
  await shop?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
}

/**
 * `playwright <args>` in the checkout, the bin `npx playwright` runs (without npx's own start, a
 * second of CPU each time), with the project's URLs; no colours in its output.
 */
function playwright(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'playwright'), args, {
    cwd: ROOT,
    env: playwrightTestEnv({
      HINTS_SHOP_URL: shop.url,
      HINTS_APP_URL: crm,
      HINTS_CHROMIUM: chromium,
      HINTS_OUT: out,
      ...env,
    }),
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout }));
  });
}

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(join(out, path), 'utf8')) as T;

interface JsonTest {
  title: string;
  results: { status: string; workerIndex: number; error?: { message?: string }; attachments: { name: string }[] }[];
}
interface JsonSuite {
  specs?: { title: string; tests: JsonTest[] }[];
  suites?: JsonSuite[];
}
interface JsonReport {
  config: { workers: number };
  suites: JsonSuite[];
}

/** Each test of a JSON report by title, with its one result. */
function testsOf(report: JsonReport): Map<string, JsonTest['results'][number]> {
  const found = new Map<string, JsonTest['results'][number]>();
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) found.set(spec.title, test.results[0]!);
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return found;
}

/** Every page the passing tests visit: those they leave and those they end on. */
function passingPages(): string[] {
  const app = new URL('.', crm).href;
  return [
    `${shop.url}/`,
    `${shop.url}/products`,
    `${shop.url}/products/aurora`,
    `${shop.url}/cart`,
    `${shop.url}/checkout`,
    `${shop.url}/account`,
    crm,
    `${app}customers`,
    `${app}orders`,
    `${app}orders/1040`,
  ].sort();
}

const pagesOf = (summary: CrawlSummary) => summary.pages.map((page) => page.url).sort();

/** Several runs of a whole Playwright Test project each: far more than the default on a busy machine. */
const RUNS_TIMEOUT = 900_000;

describe('Playwright Test with the hints fixture, matcher and reporter', () => {
  it(
    'runs the shop and the CRM in two shards of two workers, whose blob reports merge into one hint report',
    { timeout: RUNS_TIMEOUT },
    async () => {
      const shards: string[][] = [];
      for (const shard of ['1', '2']) {
        const args = ['test', '-c', CONFIG, '--shard', `${shard}/2`, '--workers', '2', ...PASSING];
        const run = await playwright(args, { HINTS_SHARD: shard });
        expect(run.code, run.stdout).toBe(0);
        expect(run.stdout).toContain('Gate passed (fails on any gap).');

        const report = await readJson<JsonReport>(`results-${shard}.json`);
        expect(report.config.workers).toBe(2);
        const tests = testsOf(report);
        expect(tests.size).toBe(3);
        for (const [title, result] of tests) {
          expect(result.status, title).toBe('passed');
          expect(result.attachments.map((attachment) => attachment.name)).toContain('semantic-hints-review');
        }
        expect(new Set([...tests.values()].map((result) => result.workerIndex))).toEqual(new Set([0, 1]));
        shards.push(pagesOf(await readJson<CrawlSummary>(`hint-report-${shard}/summary.json`)));
      }
      // Each shard saw only some of the pages; between them, all.
      for (const pages of shards) {
        expect(pages.length).toBeGreaterThan(0);
        expect(pages.length).toBeLessThan(passingPages().length);
      }
      expect([...new Set(shards.flat())].sort()).toEqual(passingPages());

      // Gathered in one folder, as a CI job downloads the shards' artifacts.
      const blobs = join(out, 'all-blob-reports');
      await mkdir(blobs);
      for (const shard of ['1', '2'])
        await copyFile(join(out, `blob-report-${shard}/report-${shard}.zip`), join(blobs, `report-${shard}.zip`));
      const merged = await playwright(['merge-reports', '-c', MERGE_CONFIG, blobs]);
      expect(merged.code, merged.stdout).toBe(0);
      expect(merged.stdout).toContain('Gate passed (fails on any gap).');
      const summary = await readJson<CrawlSummary>('hint-report-merged/summary.json');
      expect(pagesOf(summary)).toEqual(passingPages());
      expect(summary).toMatchObject({ source: '6 Playwright tests', total: 0, gate: { passed: true } });
      // A screen reached by a client-side route was reviewed as the test left it.
      expect(summary.pages.find((page) => page.url === `${shop.url}/products`)?.screen).toBe('products.page');

      // Every page's Hinted and Flagged are counted: hinted elements, and none flagged on pages without gaps.
      for (const page of summary.pages)
        expect([page.url, page.hinted, page.flagged]).toEqual([page.url, expect.any(Number), 0]);
      expect(Math.min(...summary.pages.map((page) => page.hinted!))).toBeGreaterThan(0);
      expect(merged.stdout).not.toMatch(/^\s+\d+\s+\S+%\s+-/m);

      const html = await readFile(join(out, 'hint-report-merged/index.html'), 'utf8');
      expect(html).toContain('<dt>Reviewed by</dt><dd>6 Playwright tests</dd>');
      // No screenshots, and no sentence about them.
      expect(html).not.toContain('<img');
      expect(html).not.toContain('In the screenshots');
      const junit = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testcase' }).parse(
        await readFile(join(out, 'hint-report-merged/junit.xml'), 'utf8'),
      ) as { testsuites: { testsuite: { testcase: { '@_name': string }[] } } };
      expect(junit.testsuites.testsuite.testcase.map((test) => test['@_name']).sort()).toEqual(passingPages());

      // A third blob, of a run whose one test passes on a page with a gap planted: the gate alone
      // fails that run, and the merged gate fails too, though every shard's tests passed.
      const planted = await playwright(['test', '-c', CONFIG, 'planted-gap.spec.ts', '--grep', 'no test asserts'], {
        HINTS_SHARD: 'planted',
      });
      expect(planted.code, planted.stdout).toBe(1);
      expect(planted.stdout).toContain('1 passed');
      expect(planted.stdout).toMatch(/Gate failed \(fails on any gap\): 1 page fails\./);
      await copyFile(join(out, 'blob-report-planted/report-planted.zip'), join(blobs, 'report-planted.zip'));
      const failing = await playwright(['merge-reports', '-c', MERGE_CONFIG, blobs]);
      expect(failing.code, failing.stdout).toBe(1);
      expect(failing.stdout).toMatch(/Gate failed \(fails on any gap\): 1 page fails\./);
      const failedSummary = await readJson<CrawlSummary>('hint-report-merged/summary.json');
      expect(failedSummary).toMatchObject({ source: '7 Playwright tests', gate: { passed: false } });
      expect(failedSummary.pages.find((page) => page.url === `${shop.url}/cart`)?.failures).toEqual([
        { rule: 'unhinted', message: '1 unhinted' },
      ]);
    },
  );

  it(
    'fails the matcher and the gate on gaps planted on purpose, saying where and how to fix them',
    { timeout: RUNS_TIMEOUT },
    async () => {
      // One worker: the tests run in the file's order, in one browser (test/e2e/playwright/planted-gap.spec.ts).
      const run = await playwright(['test', '-c', CONFIG, '--workers', '1', 'planted-gap.spec.ts', 'wait.spec.ts']);
      expect(run.code, run.stdout).toBe(1);
      const tests = testsOf(await readJson<JsonReport>('results.json'));
      expect(tests.get('a planted gap no test asserts on fails the gate')?.status).toBe('passed');
      expect(tests.get('a "changed" wait begun after the change says to observe before the action')?.status).toBe(
        'passed',
      );
      const failed = tests.get('a planted gap fails the matcher')!;
      expect(failed.status).toBe('failed');
      // Plain text, as the docs show it: no colour codes.
      const message = failed.error?.message ?? '';
      expect(message).toBe(stripVTControlCharacters(message));
      expect(message).toMatch(/^Error: expect\(page\)\.toHaveNoHintGaps\(options\)\n\n/);
      expect(message).toContain('The page fails the hint gate (fails on any gap): 1 unhinted.');
      expect(message).toContain(`Hint review of ${shop.url}/products`);
      expect(message).toMatch(/^\s*unhinted\s+1\s+#main > button$/m);
      expect(message).toContain('unhinted: hint it, if an agent needs it');
      expect(message).toMatch(/^\s*Suggested hints \(\d+(, all advice|, \d+ of them advice)?\):$/m);
      expect(message).toMatch(
        /#main > button {2}"Claim your offer"\n\s+add: data-semtag-id="[^"]+" data-semtag-role="action"/,
      );

      const summary = await readJson<CrawlSummary>('hint-report/summary.json');
      expect(summary.gate.passed).toBe(false);
      // One place on two pages: one gap of the app, as a crawl counts it (the pages in the order the tests ran).
      expect(summary.gaps.unhinted).toEqual({
        count: 1,
        places: [{ place: '#main > button', count: 1, pages: [`${shop.url}/cart`, `${shop.url}/products`] }],
      });
      const failing = summary.pages.filter((page) => page.failures.length > 0).map((page) => page.url);
      expect(failing.sort()).toEqual([`${shop.url}/cart`, `${shop.url}/products`]);
      // The planted button is the one element flagged on each of them.
      for (const url of failing) expect(summary.pages.find((page) => page.url === url)?.flagged).toBe(1);
      expect(run.stdout).toMatch(/Gate failed \(fails on any gap\): 2 pages fail\./);
      // That the gate alone fails a run whose tests all pass, the shards' test checks on its planted run.
    },
  );
});
