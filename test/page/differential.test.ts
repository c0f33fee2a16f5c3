/// <reference lib="dom" />
// Differential truth: on generated pages nobody tuned the server for, every hint's name, value,
// enabled, visible and listing is compared with two oracles the server does not share: what
// Chromium's accessibility tree (CDP `Accessibility`) and the DOM hold, read by the test itself,
// and Playwright's actionability (a trial click on every visible hint the page does not disable).
// A difference fails unless it is an exception hint-design.md documents ("Where a reading differs from Chromium's"). Fixed seed
// and a bounded count here; `npm run truth -- --seeds=5` runs five seeds from TRUTH_SEED on
// TRUTH_RUNS pages each (TRUTH_COLLECT=1 lists every kind found, with one page each).

import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/page/vocabulary.js';
import { connectTestBrowser, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { FIELDS, newTally, truthProblems } from '../support/truth-compare.js';
import { TRUTH_EXCEPTIONS, documentedExceptions } from '../support/truth-exceptions.js';
import {
  LAYERS,
  PARTS,
  PLACES,
  VALUE_NOW,
  WIDGETS,
  applyScriptValues,
  pageMarkup,
  pageModel,
  scrollOf,
} from '../support/truth-pages.js';
import type { PageModel } from '../support/truth-pages.js';
import { BLANK_URL, render } from './helpers.js';

const RUNS = Number(process.env['TRUTH_RUNS'] ?? 40);
const SEED = Number(process.env['TRUTH_SEED'] ?? 20261202);
/** How many seeds, from SEED up: `npm run truth -- --seeds=N` sets it (scripts/truth.ts). */
const SEEDS = Number(process.env['TRUTH_SEEDS'] ?? 1);
/** Set TRUTH_COLLECT=1 to go on after a difference and print every kind found, each with one page. */
const COLLECT = process.env['TRUTH_COLLECT'] === '1';
/**
 * Pages compared at once, each in its own tab: a trial click spends most of its time waiting for
 * animation frames and Playwright's retries, which the other tabs fill.
 */
const TABS = 3;
const tally = newTally();
const { compared, excused } = tally;

let tb: TestBrowser;
let tabs: Page[];

beforeAll(async () => {
  tb = await connectTestBrowser();
  tabs = await Promise.all(Array.from({ length: TABS }, () => tb.newPage(BLANK_URL())));
});
afterAll(async () => tb.close());

async function compare(page: Page, model: PageModel): Promise<string[]> {
  await render(page, pageMarkup(model));
  await page.evaluate(applyScriptValues);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrollOf(model));
  const kinds = new Map(model.widgets.map((w, i) => [`w${i}`, w.kind as string]));
  return truthProblems(
    page,
    (args) => snapshotOf(page, args),
    (id, role) => kinds.get(id) ?? role,
    tally,
  );
}

/** The problems found on each of `models`, compared TABS at a time, in the models' order. */
async function compareAll(models: PageModel[]): Promise<string[][]> {
  const found: string[][] = [];
  let next = 0;
  await Promise.all(
    tabs.map(async (page) => {
      for (let at = next++; at < models.length; at = next++) found[at] = await compare(page, models[at]!);
    }),
  );
  return found;
}

/** A problem without its hint id: the kind of difference it is. */
const kindOf = (problem: string) => problem.replace(/^\S+ /, '');

describe('differential truth against Chromium, the DOM and the pointer', () => {
  it('hint-design.md and the test list the same exceptions', () => {
    expect(documentedExceptions()).toEqual(TRUTH_EXCEPTIONS);
  });

  const seeds = Array.from({ length: SEEDS }, (_, i) => SEED + i);
  it(
    `states on ${RUNS} generated pages per seed only what the page holds (seeds ${seeds.join(', ')})`,
    async () => {
      const kinds = new Map<string, { count: number; page: string }>();
      let pages = 0;
      const drawn = { layers: new Set<string>(), parts: new Set<string>(), places: new Set<string>() };
      for (const seed of seeds) {
        const models = fc.sample(pageModel, { seed, numRuns: RUNS });
        for (const model of models) {
          drawn.layers.add(model.layer);
          drawn.parts.add(model.part);
          for (const w of model.widgets) drawn.places.add(w.place);
        }
        const found = await compareAll(models);
        pages += models.length;
        for (const [at, problems] of found.entries()) {
          if (!COLLECT) expect(problems, `seed ${seed}, page ${at}: ${pageMarkup(models[at]!)}`).toEqual([]);
          for (const problem of problems) {
            const kind = kindOf(problem);
            const seen = kinds.get(kind);
            if (seen) seen.count++;
            else kinds.set(kind, { count: 1, page: `${problem}\n  on ${pageMarkup(models[at]!).replace(/\n/g, ' ')}` });
          }
        }
      }
      for (const [kind, { count, page }] of kinds) console.log(`${count} × ${kind}\n  e.g. ${page}`);
      expect([...kinds.keys()]).toEqual([]);
      const table = [...compared.entries()].toSorted().map(([key, n]) => `${key}: ${n}`);
      console.log(
        `${pages} pages; compared (role field: count)\n${table.join('\n')}\nexcused: ${JSON.stringify(Object.fromEntries(excused))}`,
      );
      // Every role a page holds and every field was compared at least once.
      for (const role of ROLES)
        for (const field of FIELDS)
          expect(compared.get(`${role} ${field}`) ?? 0, `${role} ${field}`).toBeGreaterThan(0);
      expect(new Set([...Object.values(WIDGETS), 'collection'])).toEqual(new Set(ROLES));
      expect(VALUE_NOW.length).toBeGreaterThan(0);
      // Every partial cover and place of a widget was drawn, and on the script's runs every layer.
      expect({ parts: drawn.parts, places: drawn.places }).toEqual({ parts: new Set(PARTS), places: new Set(PLACES) });
      if (pages >= 120) expect(drawn.layers).toEqual(new Set(LAYERS));
      else expect(drawn.layers.size).toBeGreaterThanOrEqual(LAYERS.length - 2);
    },
    120_000 * SEEDS * Math.max(1, RUNS / 40),
  );
});
