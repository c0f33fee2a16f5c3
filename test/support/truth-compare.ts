/// <reference lib="dom" />
// The truth comparison: every fact a snapshot states about each hint (name, value, enabled, visible,
// listing, and the modal) against two oracles: what Chromium's accessibility tree and the DOM hold,
// read by truth-oracle.ts, and whether Playwright's trial click reaches the hint (truth-pointer.ts).
// Where the two disagree, the pointer decides `enabled` and the tree `name`. A difference is a
// problem unless hint-design.md "Where a reading differs from Chromium's" documents it (truth-exceptions.ts). The differential
// test runs it on generated pages; the real apps' flow tests in every state they reach.

import type { Page } from 'playwright-core';
import type { HintEntry, Snapshot, SnapshotArgs } from '../../src/page/types.js';
import { unfold } from '../../src/page/codec/unfold.js';
import { flatEntries } from './browser.js';
import { TRUTH_EXCEPTIONS } from './truth-exceptions.js';
import type { TruthException } from './truth-exceptions.js';
import { readAxFacts, readKinds, readPageFacts } from './truth-oracle.js';
import type { AxFacts, DomFacts } from './truth-oracle.js';
import { GONE, modalTruth, trialClicks, underViewportLayer } from './truth-pointer.js';
import type { PointerVerdict } from './truth-pointer.js';

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

/** Refused only because no scrolling brings it into the viewport: placed outside the page (a skip link). */
const offScreen = (verdict: PointerVerdict): boolean =>
  !verdict.takes && verdict.why === 'element is outside of the viewport';

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
 * exception covers, each as `<id> (<kind>) <field>: <what differs>`. With `pointer: false`, no
 * trial click is taken (a state that shows something on a timer): the tree alone decides.
 */
export async function truthProblems(
  page: Page,
  snapshot: TakeSnapshot,
  kindOf: KindOf,
  tally: TruthTally = newTally(),
  { pointer: clicks = true }: { pointer?: boolean } = {},
): Promise<string[]> {
  const count = (role: string, field: Field) =>
    tally.compared.set(`${role} ${field}`, (tally.compared.get(`${role} ${field}`) ?? 0) + 1);
  const shown = await snapshot({});
  const listed = statedEntries(shown);
  const all = statedEntries(await snapshot({ includeHidden: true }));
  const ax = await readAxFacts(page);
  const facts = (await readPageFacts(page)).map(({ role, aria, shown, clipped, ...dom0 }) => {
    // A region or collection whose box is empty but which is rendered is visible (hint-design.md
    // "Visibility"): all its content is positioned out of flow (a modal's root around its fixed mask and dialog).
    const container = role === 'region' || role === 'collection';
    const dom = { ...dom0, visible: (shown || (container && dom0.rendered)) && !clipped };
    return { role, aria, dom, ax: ax.get(dom.id), shownByPlaywright: shown };
  });
  // The second oracle: each visible hint the page does not itself disable (disabled, aria-disabled,
  // inert: the tree and the DOM say those) is in use exactly when it takes a trial click.
  const byPointer = facts.filter(
    (f) =>
      clicks &&
      f.shownByPlaywright &&
      f.dom.visible &&
      !f.dom.disabledByPage &&
      !(f.ax && !f.ax.ignored && f.ax.disabled),
  );
  // Under a layer over the whole viewport: the hints clicked, and the visible ones the page disables
  // as well, which are out of use there whatever else holds (the modal around that layer counts them).
  const seen = facts.filter((f) => clicks && f.shownByPlaywright && f.dom.visible);
  const layered = new Set(
    await page.evaluate(
      underViewportLayer,
      seen.map((f) => f.dom.id),
    ),
  );
  const pointer = await trialClicks(
    page,
    byPointer.map((f) => f.dom.id),
    layered,
    new Map(byPointer.map((f) => [f.dom.id, all.get(f.dom.id)?.enabled !== false])),
  );
  // Refused, yet in use by the rulings: which exception says so, by hint.
  const refused = byPointer.filter((f) => {
    const verdict = pointer.get(f.dom.id);
    return verdict?.takes === false && verdict.why !== GONE;
  });
  for (const f of byPointer) if (!pointer.get(f.dom.id)?.takes && !refused.includes(f)) pointer.delete(f.dom.id);
  const inUseByRule = new Map<string, TruthException>();
  for (const { dom } of refused) {
    const verdict = pointer.get(dom.id) as { takes: false; why: string };
    // Under a layer over the whole viewport, out of use whatever else keeps the pointer from it.
    if (layered.has(dom.id)) continue;
    if (offScreen(verdict)) inUseByRule.set(dom.id, 'off-screen');
    else if (dom.pointerNone) inUseByRule.set(dom.id, 'pointer-passes-through');
    else if (!dom.shutOut && verdict.why.endsWith('intercepts pointer events'))
      inUseByRule.set(dom.id, 'partly-covered');
  }
  // A hint no scroll brings into the viewport says nothing of a layer: neither in use nor out of it.
  const inUse = byPointer
    .map((f) => f.dom.id)
    .filter((id) => pointer.get(id)?.takes === true || (inUseByRule.has(id) && inUseByRule.get(id) !== 'off-screen'));
  const outOfUse = [
    ...refused.map((f) => f.dom.id).filter((id) => !inUseByRule.has(id)),
    ...facts.filter((f) => f.dom.visible && f.dom.inert).map((f) => f.dom.id),
    ...seen.filter((f) => !f.dom.inert && !byPointer.includes(f) && layered.has(f.dom.id)).map((f) => f.dom.id),
  ];
  const named = typeof shown.modal === 'string' ? shown.modal : undefined;
  const modal = await page.evaluate(modalTruth, [inUse, outOfUse, named] as [string[], string[], string | undefined]);
  const behindLayer = new Set(modal.outside);
  const problems: string[] = [];
  if (clicks && modal.open !== undefined && (shown.modal !== undefined) !== modal.open)
    problems.push(
      `page modal: ${JSON.stringify(shown.modal ?? null)}, the pointer reaches ${inUse.length} hints` +
        ` and not ${outOfUse.length} (${modal.open ? 'one layer holds every hint in use' : 'no layer outside which every hint is out of use'})`,
    );
  if (modal.namedHoldsInUse === false)
    problems.push(`page modal: ${named} does not hold every hint the pointer reaches`);
  for (const { role, aria, dom, ax: axFacts } of facts) {
    const { id } = dom;
    const f: Facts = { role, kind: kindOf(id, role), entry: all.get(id), ax: axFacts, dom, aria };
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
    const reached = pointer.get(id);
    const enabled = entry.enabled !== false;
    // Where the tree and the pointer disagree, the pointer decides.
    const inUseHere = reached ? reached.takes : !(axSays === true || dom.disabledByPage);
    say(
      'enabled',
      enabled !== inUseHere
        ? enabled && inUseByRule.has(id)
          ? inUseByRule.get(id)!
          : !enabled && reached?.takes === true && dom.shutOut && dom.coveredWhereItStands
            ? 'covered-where-it-stands'
            : !enabled && !dom.visible && (dom.shutOut || behindLayer.has(id))
              ? 'hidden-in-covered-part'
              : !enabled && !dom.visible && dom.behindAriaModal
                ? 'behind-aria-modal'
                : reached
                  ? `enabled ${enabled}, a trial click ${reached.takes ? 'is taken' : `is refused: ${reached.why}`}`
                  : `enabled ${enabled}, page ${inUseHere} (Chromium disabled: ${axSays}, DOM disabled: ${dom.disabledByPage})`
        : !enabled && axSays === false && dom.ariaDisabledAbove
          ? 'aria-disabled-ancestor'
          : 'same',
    );
    // Listed by default: every visible hint, but those behind the modal (out of use, where the pointer
    // does not reach, or disabled by the page) when one is open.
    const byDefault = listed.has(id);
    const behindModal = shown.modal !== undefined && reached?.takes !== true;
    say(
      'listed',
      byDefault === dom.visible || (byDefault === false && dom.visible && behindModal)
        ? 'same'
        : `listed by default ${byDefault}, page shows it ${dom.visible}${reached ? `, a trial click ${reached.takes ? 'is taken' : 'is refused'}` : ''}`,
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
