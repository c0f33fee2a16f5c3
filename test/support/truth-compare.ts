/// <reference lib="dom" />
// The truth comparison: every fact a snapshot states about each hint (name, value, enabled, visible,
// listing) against what Chromium's accessibility tree and the DOM hold, read by truth-oracle.ts. A
// difference is a problem unless hint-design.md "Where a reading differs from Chromium's" documents it (truth-exceptions.ts). The
// differential test runs it on generated pages; the real apps' flow tests in every state they reach.

import type { Page } from 'playwright-core';
import type { HintEntry, Snapshot, SnapshotArgs } from '../../src/page/types.js';
import { unfold } from '../../src/page/codec/unfold.js';
import { flatEntries } from './browser.js';
import { TRUTH_EXCEPTIONS } from './truth-exceptions.js';
import type { TruthException } from './truth-exceptions.js';
import { readAxFacts, readKinds, readPageFacts } from './truth-oracle.js';
import type { AxFacts, DomFacts } from './truth-oracle.js';

export const FIELDS = ['listed', 'visible', 'enabled', 'name', 'value'] as const;
export type Field = (typeof FIELDS)[number];

/** Per role and field: how many facts were compared, and how many differences an exception covered. */
export interface TruthTally {
  compared: Map<string, number>;
  excused: Map<TruthException, number>;
}

export const newTally = (): TruthTally => ({ compared: new Map(), excused: new Map() });

/** How a snapshot is taken: through the page code (the differential test) or the MCP server (the apps). */
export type TakeSnapshot = (args: SnapshotArgs) => Promise<Snapshot>;

/** What kind of widget a hint is, where the value's reading depends on it (truth-pages.ts WIDGETS, or domKinds). */
export type KindOf = (id: string, role: string) => string;

/** Every entry a snapshot states, flat or rebuilt from a folded block. */
export function statedEntries(snapshot: Snapshot): Map<string, HintEntry & { group?: string }> {
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
      if (kind === 'aria-combobox' || kind === 'select-wrapper') {
        const shown = dom.text;
        const placeholder = f.aria['aria-placeholder'];
        return { value: shown === '' || (placeholder && collapse(placeholder) === shown) ? undefined : shown };
      }
      return { value: dom.value ?? undefined };
    case 'toggle':
      if (kind === 'checkbox' || kind === 'details') return { value: dom.value };
      if (kind === 'expanded')
        return { value: ax && !ax.ignored && ax.expanded !== undefined ? ax.expanded : onOff(f.aria['aria-expanded']) };
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

/** Unicode's private use areas: the code points icon fonts draw (Font Awesome's CSS `content`). */
const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;

/** `name` less one occurrence of each of the whitespace-separated `words`, collapsed. */
function withoutWords(name: string, words: string): string {
  const left = name.split(' ');
  for (const word of words.split(' ')) {
    const at = left.indexOf(word);
    if (at !== -1) left.splice(at, 1);
  }
  return left.join(' ');
}

function judgeName(f: Facts, chromium: string | undefined): Verdict {
  const ours = f.entry?.name ?? '';
  if (chromium === undefined) return 'same';
  if (ours === chromium) return 'same';
  const expectedName = collapse(chromium.replace(PRIVATE_USE, ''));
  if (ours === expectedName) return 'icon-font-glyphs';
  const value = f.entry?.value;
  if (ours === '' && value !== undefined && collapse(String(value)) === expectedName) return 'name-is-value';
  // Step 7 for any element: its text, else (with none) the text CSS draws in it.
  if (expectedName === '' && ours === (f.dom.text || f.dom.generated)) return 'text-of-any-element';
  if (ours === f.dom.text && f.dom.text !== '' && f.dom.generated !== '') return 'generated-beside-text';
  // A field named by its label: the label's own words, without what CSS draws in it.
  if (f.dom.labelGenerated !== '' && ours !== '' && ours === withoutWords(expectedName, f.dom.labelGenerated))
    return 'generated-beside-text';
  if (f.role === 'region' || f.role === 'collection') return 'containers';
  if ((f.kind === 'listbox' && ours === '') || (f.dom.holdsHints && ours === f.dom.textLessHints))
    return 'nested-hints';
  if (f.kind === 'secret-slider' && expectedName === '') return 'wrappers';
  return `name ${JSON.stringify(ours)} where Chromium computes ${JSON.stringify(expectedName)}`;
}

/** Chromium's name where it computes one for the hint itself, else undefined (nothing to compare with). */
function chromiumName(f: Facts): string | undefined {
  // A select hinted on its wrapper is named as the combobox it stands for (hint-design.md "Names", wrappers).
  const ax = f.kind === 'select-wrapper' ? f.ax?.combobox : f.ax;
  if (!ax || ax.ignored) return undefined;
  return ax.name;
}

/**
 * Compares every hint of the page with what the page holds, and returns the differences no
 * exception covers, each as `<id> (<kind>) <field>: <what differs>`.
 */
export async function truthProblems(
  page: Page,
  snapshot: TakeSnapshot,
  kindOf: KindOf,
  tally: TruthTally = newTally(),
): Promise<string[]> {
  const count = (role: string, field: Field) =>
    tally.compared.set(`${role} ${field}`, (tally.compared.get(`${role} ${field}`) ?? 0) + 1);
  const listed = statedEntries(await snapshot({}));
  const all = statedEntries(await snapshot({ includeHidden: true }));
  const ax = await readAxFacts(page);
  const problems: string[] = [];
  for (const { role, aria, shown, clipped, ...dom0 } of await readPageFacts(page)) {
    const { id } = dom0;
    // A region or collection whose box is empty but which is rendered is visible (hint-design.md
    // "Visibility"): all its content is positioned out of flow (a modal's root around its fixed mask and dialog).
    const container = role === 'region' || role === 'collection';
    const visible = (shown || (container && dom0.rendered)) && !clipped;
    // Nothing is painted over a hint that is not shown: only a visible one can be covered.
    const dom = { ...dom0, visible, hiddenAndCovered: dom0.hiddenAndCovered && visible };
    const f: Facts = { role, kind: kindOf(id, role), entry: all.get(id), ax: ax.get(id), dom, aria };
    const say = (field: Field, verdict: Verdict) => {
      count(role, field);
      if (verdict === 'same') return;
      if (verdict in TRUTH_EXCEPTIONS)
        tally.excused.set(verdict as TruthException, (tally.excused.get(verdict as TruthException) ?? 0) + 1);
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
          : !enabled && dom.behindAriaModal
            ? 'behind-aria-modal'
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
        : byDefault === false && !enabled && dom.behindAriaModal
          ? 'behind-aria-modal'
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
      problems.push(...(got === undefined ? [] : [`${id} (${f.kind}) value: a secret's value returned`]));
  }
  return problems;
}

/** The kinds of the page's hints read from their markup (readKinds), for truthProblems. */
export async function domKinds(page: Page): Promise<KindOf> {
  const kinds = new Map(await page.evaluate(readKinds));
  return (id, role) => kinds.get(id) ?? role;
}
