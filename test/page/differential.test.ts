/// <reference lib="dom" />
// Differential truth: on generated pages nobody tuned the server for, every hint's name, value,
// enabled, visible and listing is compared with what Chromium's accessibility tree (CDP
// `Accessibility`) and the DOM hold, read by the test itself. A difference fails unless it is an
// exception hint-design.md documents (section 7.1). Fixed seed and a bounded count here;
// `TRUTH_RUNS=500 TRUTH_SEED=7 npm run truth` runs more (TRUTH_COLLECT=1 lists every kind found).

import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HintEntry, Snapshot } from '../../src/page/types.js';
import { ROLES } from '../../src/page/vocabulary.js';
import { connectTestBrowser, flatEntries, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { TRUTH_EXCEPTIONS, documentedExceptions } from '../support/truth-exceptions.js';
import type { TruthException } from '../support/truth-exceptions.js';
import { clippedAway, playwrightVisible, readAxFacts, readDomFacts } from '../support/truth-oracle.js';
import type { AxFacts, DomFacts } from '../support/truth-oracle.js';
import { VALUE_NOW, WIDGETS, applyScriptValues, pageMarkup, pageModel } from '../support/truth-pages.js';
import type { PageModel } from '../support/truth-pages.js';
import { BLANK_URL, render, unfold } from './helpers.js';

const RUNS = Number(process.env['TRUTH_RUNS'] ?? 40);
const SEED = Number(process.env['TRUTH_SEED'] ?? 20261202);
/** Set TRUTH_COLLECT=1 to go on after a difference and print every kind found, each with one page. */
const COLLECT = process.env['TRUTH_COLLECT'] === '1';
const found = new Map<string, string>();
const FIELDS = ['listed', 'visible', 'enabled', 'name', 'value'] as const;
type Field = (typeof FIELDS)[number];

let tb: TestBrowser;
let page: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage(BLANK_URL());
});
afterAll(async () => tb.close());

/** Per role and field: how many facts were compared, and how many differences an exception covered. */
const compared = new Map<string, number>();
const excused = new Map<TruthException, number>();
const count = (role: string, field: Field) =>
  compared.set(`${role} ${field}`, (compared.get(`${role} ${field}`) ?? 0) + 1);

/** Every entry a snapshot states, flat or rebuilt from a folded block. */
function statedEntries(snapshot: Snapshot): Map<string, HintEntry & { group?: string }> {
  const all = new Map<string, HintEntry & { group?: string }>(flatEntries(snapshot));
  for (const block of snapshot.collections ?? []) {
    if (block.id) all.set(block.id, { id: block.id, name: block.name, enabled: block.enabled, visible: block.visible });
    for (const member of unfold(block)) all.set(member.id, member);
  }
  return all;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** An ARIA on/off token as Chromium reads it: false when written "false", none when empty or mixed, else true. */
function onOff(token: string | null | undefined): boolean | undefined {
  if (token === null || token === undefined || token === '') return undefined;
  const t = token.toLowerCase();
  return t === 'false' ? false : t === 'mixed' ? undefined : true;
}

interface Facts {
  role: string;
  kind: string;
  entry: HintEntry | undefined;
  ax: AxFacts | undefined;
  dom: DomFacts;
  /** The aria-valuenow, aria-checked or aria-pressed attribute the widget carries. */
  aria: Record<string, string | null>;
}

/** A difference, unless `exception` applies; then it is counted as excused. */
type Verdict = string;

function expectedValue(f: Facts): { value: unknown; excuse?: TruthException } {
  const { dom, ax, kind } = f;
  switch (f.role) {
    case 'input':
      if (dom.secret) return { value: undefined, excuse: 'secrets' };
      return { value: dom.value === '' ? undefined : dom.value };
    case 'select':
      if (kind === 'aria-combobox') {
        const shown = dom.text;
        const placeholder = f.aria['aria-placeholder'];
        return { value: shown === '' || (placeholder && collapse(placeholder) === shown) ? undefined : shown };
      }
      return { value: dom.value ?? undefined };
    case 'toggle':
      if (kind === 'checkbox' || kind === 'details') return { value: dom.value };
      if (kind === 'pressed') return { value: ax && !ax.ignored ? onOff(ax.pressed) : onOff(f.aria['aria-pressed']) };
      // A switch is on or off: Chromium reads its "mixed" as off.
      if (kind === 'switch' && f.aria['aria-checked']?.toLowerCase() === 'mixed') return { value: false };
      return { value: ax && !ax.ignored ? onOff(ax.checked) : onOff(f.aria['aria-checked']) };
    case 'slider': {
      if (kind === 'secret-slider') return { value: undefined, excuse: 'secrets' };
      if (kind === 'range') return { value: dom.value };
      const now = f.aria['aria-valuenow'] ?? '';
      if (NUMBER.test(now)) return { value: Number(now) };
      return { value: undefined, excuse: 'slider-without-number' };
    }
    case 'observable':
      return { value: dom.value };
    default:
      return { value: undefined };
  }
}

function judgeName(f: Facts, expectedName: string | undefined): Verdict {
  const ours = f.entry?.name ?? '';
  if (expectedName === undefined) return 'same';
  if (ours === expectedName) return 'same';
  const value = f.entry?.value;
  if (ours === '' && value !== undefined && collapse(String(value)) === expectedName) return 'name-is-value';
  if (expectedName === '' && ours === f.dom.text) return 'text-of-any-element';
  if (f.role === 'region' || f.role === 'collection') return 'containers';
  if (f.kind === 'listbox' && ours === '') return 'nested-hints';
  if (f.kind === 'secret-slider' && expectedName === '') return 'wrappers';
  return `name ${JSON.stringify(ours)} where Chromium computes ${JSON.stringify(expectedName)}`;
}

/** Chromium's name where it computes one for the hint itself, else undefined (nothing to compare with). */
function chromiumName(f: Facts): string | undefined {
  if (!f.ax || f.ax.ignored) return undefined;
  return f.ax.name;
}

async function compare(model: PageModel): Promise<string[]> {
  await render(page, pageMarkup(model));
  await page.evaluate(applyScriptValues);
  const listed = statedEntries(await snapshotOf(page));
  const all = statedEntries(await snapshotOf(page, { includeHidden: true }));
  const ax = await readAxFacts(page);
  const doms = await page.evaluate(readDomFacts);
  const shown = await playwrightVisible(
    page,
    doms.map((d) => d.id),
  );
  const clipped = new Set(await page.evaluate(clippedAway));
  const attrs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-semtag-id]'), (e) => ({
      id: e.getAttribute('data-semtag-id')!,
      role: e.getAttribute('data-semtag-role')!,
      aria: Object.fromEntries(
        ['aria-valuenow', 'aria-checked', 'aria-pressed', 'aria-placeholder'].map((a) => [a, e.getAttribute(a)]),
      ),
    })),
  );
  const kinds = new Map(model.widgets.map((w, i) => [`w${i}`, w.kind as string]));
  const problems: string[] = [];
  for (const [i, dom0] of doms.entries()) {
    const { id, role, aria } = attrs[i]!;
    const visible = shown.get(id)! && !clipped.has(id);
    // Nothing is painted over a hint that is not shown: only a visible one can be covered.
    const dom = { ...dom0, visible, hiddenAndCovered: dom0.hiddenAndCovered && visible };
    const f: Facts = { role, kind: kinds.get(id) ?? role, entry: all.get(id), ax: ax.get(id), dom, aria };
    const say = (field: Field, verdict: Verdict) => {
      count(role, field);
      if (verdict === 'same') return;
      if (verdict in TRUTH_EXCEPTIONS)
        excused.set(verdict as TruthException, (excused.get(verdict as TruthException) ?? 0) + 1);
      else problems.push(`${id} (${f.kind}) ${field}: ${verdict}`);
    };
    say('listed', f.entry ? 'same' : 'not listed with includeHidden');
    if (!f.entry) continue;
    const entry = f.entry;
    say(
      'visible',
      (entry.visible !== false) === dom.visible ? 'same' : `visible ${entry.visible !== false}, page ${dom.visible}`,
    );
    const axSays = f.ax && !f.ax.ignored ? f.ax.disabled : undefined;
    const outOfUse = axSays === true || dom.disabledByPage || dom.hiddenAndCovered;
    const enabled = entry.enabled !== false;
    say(
      'enabled',
      enabled !== !outOfUse
        ? !enabled && !dom.visible && dom.shutOut
          ? 'hidden-in-covered-part'
          : `enabled ${enabled}, page ${!outOfUse} (Chromium disabled: ${axSays}, DOM disabled: ${dom.disabledByPage}, covered: ${dom.hiddenAndCovered})`
        : !enabled && axSays === false && dom.ariaDisabledAbove
          ? 'aria-disabled-ancestor'
          : 'same',
    );
    const inUseAndShown = dom.visible && !dom.hiddenAndCovered && !(!dom.visible && dom.shutOut);
    const byDefault = listed.has(id);
    say(
      'listed',
      byDefault === inUseAndShown || (byDefault === false && !enabled && dom.shutOut)
        ? 'same'
        : `listed by default ${byDefault}, page shows it in use ${inUseAndShown}`,
    );
    say('name', judgeName(f, chromiumName(f)));
    const want = expectedValue(f);
    const got = entry.value;
    const same = JSON.stringify(got) === JSON.stringify(want.value);
    say(
      'value',
      same
        ? want.excuse && got === undefined && want.value === undefined
          ? want.excuse
          : 'same'
        : `value ${JSON.stringify(got)}, page ${JSON.stringify(want.value)}`,
    );
    if (f.kind === 'secret-slider' || f.kind === 'password' || (dom.secret && role === 'input'))
      expect(got, `${id}: a secret's value`).toBeUndefined();
  }
  return problems;
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
