/// <reference lib="dom" />
// Differential truth: on generated pages nobody tuned the server for, every hint's name, value,
// enabled, visible and listing is compared with what Chromium's accessibility tree (CDP
// `Accessibility`) and the DOM hold, read by the test itself. A difference fails unless it is an
// exception documented in hint-design.md "Where a reading differs from Chromium's". Fixed seed and a bounded count here;
// `TRUTH_RUNS=500 TRUTH_SEED=7 npm run truth` runs more (TRUTH_COLLECT=1 lists every kind found).

import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/page/vocabulary.js';
import { connectTestBrowser, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { FIELDS, newTally, truthProblems } from '../support/truth-compare.js';
import { TRUTH_EXCEPTIONS, documentedExceptions } from '../support/truth-exceptions.js';
import { VALUE_NOW, WIDGETS, applyScriptValues, pageMarkup, pageModel } from '../support/truth-pages.js';
import type { PageModel } from '../support/truth-pages.js';
import { BLANK_URL, render } from './helpers.js';

const RUNS = Number(process.env['TRUTH_RUNS'] ?? 40);
const SEED = Number(process.env['TRUTH_SEED'] ?? 20261202);
/** Set TRUTH_COLLECT=1 to go on after a difference and print every kind found, each with one page. */
const COLLECT = process.env['TRUTH_COLLECT'] === '1';
const found = new Map<string, string>();
const tally = newTally();
const { compared, excused } = tally;

let tb: TestBrowser;
let page: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage(BLANK_URL());
});
afterAll(async () => tb.close());

async function compare(model: PageModel): Promise<string[]> {
  await render(page, pageMarkup(model));
  await page.evaluate(applyScriptValues);
  const kinds = new Map(model.widgets.map((w, i) => [`w${i}`, w.kind as string]));
  return truthProblems(
    page,
    (args) => snapshotOf(page, args),
    (id, role) => kinds.get(id) ?? role,
    tally,
  );
}

describe('differential truth against Chromium and the DOM', () => {
  it('hint-design.md and the test list the same exceptions', () => {
    expect(documentedExceptions()).toEqual(TRUTH_EXCEPTIONS);
  });

  it(`states on ${RUNS} generated pages only what the page holds (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(pageModel, async (model) => {
        const problems = await compare(model);
        if (COLLECT) for (const problem of problems) found.set(problem.replace(/^\S+ /, ''), pageMarkup(model));
        else expect(problems, pageMarkup(model)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    for (const [problem, markup] of found) console.log(`${problem}\n  on ${markup.replace(/\n/g, ' ')}`);
    expect([...found.keys()]).toEqual([]);
    const table = [...compared.entries()].toSorted().map(([key, n]) => `${key}: ${n}`);
    console.log(
      `compared (role field: count)\n${table.join('\n')}\nexcused: ${JSON.stringify(Object.fromEntries(excused))}`,
    );
    // Every role a page holds and every field was compared at least once.
    for (const role of ROLES)
      for (const field of FIELDS) expect(compared.get(`${role} ${field}`) ?? 0, `${role} ${field}`).toBeGreaterThan(0);
    expect(new Set([...Object.values(WIDGETS), 'collection'])).toEqual(new Set(ROLES));
    expect(VALUE_NOW.length).toBeGreaterThan(0);
  });
});
