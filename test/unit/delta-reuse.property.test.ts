// A delta reuses what it already holds: the baseline's elements, unfolded once when it was told, and
// the new read's, unfolded once for both the comparison and what is told; unchanged entries and
// rows are recognised without encoding them; the told states are bounded in one pass. None of that
// may change an answer, nor may the shortcut taken when the page shows what the agent holds: on
// random sequences of reads (the same one again, often) and observes, the answers and what is told
// are those of the computation that unfolds, encodes and compares everything afresh each time.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Answer } from '../../src/answer/answer.js';
import { sameRow, entryChange } from '../../src/answer/element-changes.js';
import { WARNING_ROOM, fitToCeiling, responseSize } from '../../src/answer/response-ceiling.js';
import { carryBehindModal, compare } from '../../src/answer/snapshot-delta.js';
import type { DeltaContext, SentSnapshot } from '../../src/answer/snapshot-delta.js';
import { newSentRecord, recordObserved, recordSnapshot } from '../../src/answer/sent.js';
import type { SentRecord } from '../../src/answer/sent.js';
import type {
  Cell,
  FoldedCollection,
  HintEntry,
  ObservedElement,
  PageSnapshot,
  Snapshot,
} from '../../src/page/types.js';

const CEILING = 40_000;

/** chooseDelta with every element compared, whatever changed. */
function chooseByComparing(before: SentSnapshot | undefined, after: Snapshot, context: DeltaContext) {
  if (!before) return {};
  const compared = compare(before, after, context);
  const size = responseSize(compared.delta);
  if (size >= responseSize(after)) return {};
  return size > context.maxSize! ? { full: 'the changes exceed the response ceiling' } : compared;
}

/** The answer as computed with nothing kept: every snapshot unfolded and compared afresh. */
function freshAnswer(
  sent: SentRecord,
  { behindModal: behindIds, ...snapshot }: PageSnapshot,
  changes: boolean,
  sayUrl: boolean,
): unknown {
  const behindModal = new Set(behindIds);
  const key = JSON.stringify([null, false]);
  const baseline = sent.baselines.get(key);
  const choice = changes
    ? chooseByComparing(baseline?.snapshot, snapshot, {
        ...(baseline ? { sentSince: baseline.sentSince } : {}),
        sayUrl,
        maxSize: CEILING - WARNING_ROOM,
        behindModal,
      })
    : undefined;
  if (choice && 'delta' in choice) {
    recordSnapshot(sent, key, choice.sent, behindModal);
    return choice.delta;
  }
  const reason = choice?.full !== undefined ? { full: choice.full } : {};
  const { full: _reason, ...full } = fitToCeiling({ ...snapshot, ...reason }, CEILING, {});
  recordSnapshot(sent, key, carryBehindModal(baseline?.snapshot, full, behindModal), behindModal);
  return { ...full, ...reason };
}

/** What a record holds, as comparable data. */
const recordOf = (sent: SentRecord) => ({
  baselines: [...sent.baselines].map(([key, { snapshot, sentSince }]) => [key, snapshot, [...sentSince]]),
  entries: [...sent.entries],
});

const word = fc.constantFrom('a', 'b', 'Add', 'Remove', '£1', '£2');
const value = fc.oneof(word, fc.constantFrom(0, 1, true), fc.constantFrom(['x'], ['x', 'y']));
const entry = (id: string) =>
  fc.record(
    { id: fc.constant(id), name: word, value, enabled: fc.constant(false as const) },
    { requiredKeys: ['id'] },
  ) as fc.Arbitrary<Omit<HintEntry, 'role'>>;
const entries = (ids: string[]): fc.Arbitrary<Array<Omit<HintEntry, 'role'>>> =>
  fc.subarray(ids).chain((chosen) => fc.tuple(...chosen.map(entry)));

/** A list whose keys may repeat, whose rows may lack a control, and whose price may change. */
const list: fc.Arbitrary<FoldedCollection> = fc
  .array(
    fc.tuple(fc.constantFrom('k1', 'k2', 'k3', 'k4'), word, fc.option(fc.constantFrom('£1', '£2'), { nil: null })),
    { maxLength: 5 },
  )
  .map((rows) => ({
    id: 'shop.list',
    idPattern: 'shop.list.item.{key}[.{control}]',
    item: { role: 'navigation' },
    itemControls: { price: { role: 'observable' } },
    fields: ['key', 'name', 'price', 'price.value'],
    items: rows.map(([key, name, price]): Cell[] => [key, name, price === null ? null : true, price]),
  }));

const read: fc.Arbitrary<PageSnapshot> = fc
  .record({
    url: fc.constantFrom('http://x/a', 'http://x/b'),
    screen: fc.constantFrom('one', 'two'),
    action: entries(['page.add', 'page.remove', 'nav.home']),
    observable: entries(['cart.count', 'cart.total']),
    collections: fc.option(list, { nil: undefined }),
    behindModal: fc.subarray(['page.add', 'cart.count', 'shop.list']),
  })
  .map(({ collections, action, observable, ...rest }) => ({
    ...rest,
    ...(action.length ? { action } : {}),
    ...(observable.length ? { observable } : {}),
    ...(collections ? { collections: [collections] } : {}),
  }));

/** A read of the page, the same read again (nothing changed since), or an observe. */
type Step =
  { read: PageSnapshot; changes: boolean } | { again: true; changes: boolean } | { observed: ObservedElement[] };

const observed: fc.Arbitrary<ObservedElement[]> = fc.array(
  fc.oneof(
    fc.constantFrom('page.add', 'cart.count', 'shop.list.item.k1.price').map((id) => ({ id, absent: true as const })),
    fc
      .tuple(fc.constantFrom('cart.count', 'shop.list.item.k2.price', 'shop.list.item.k1'), word)
      .map(([id, v]) => ({ id, role: 'observable', value: v })),
  ),
  { maxLength: 2 },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ read, changes: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ again: fc.constant(true as const), changes: fc.boolean() }) },
  { weight: 1, arbitrary: observed.map((elements) => ({ observed: elements })) },
);

describe('a delta that reuses what it holds', () => {
  it('answers and tells as the computation that unfolds and encodes everything afresh', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), fc.constantFrom(1, 2), (steps, tabs) => {
        const kept = newSentRecord();
        const fresh = newSentRecord();
        const answer = new Answer({ sent: kept, url: () => 'http://x/a' }, tabs, CEILING);
        let last: PageSnapshot | undefined;
        for (const s of steps) {
          if ('observed' in s) {
            recordObserved(kept, s.observed);
            recordObserved(fresh, s.observed);
            continue;
          }
          const page = 'read' in s ? s.read : last;
          if (!page) continue;
          last = page;
          // Each side gets its own copy, as each read of the page is a new object.
          const got = answer.snapshot(structuredClone(page), { changes: s.changes });
          const expected = freshAnswer(fresh, structuredClone(page), s.changes, tabs > 1);
          expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
          expect(recordOf(kept)).toEqual(recordOf(fresh));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds a row or an entry unchanged exactly when its JSON is', () => {
    const cell = fc.oneof(
      fc.constantFrom<Cell>(null, 'a', 'b', 0, 1, true, false),
      fc.constantFrom<Cell>(['x'], ['x', 'y']),
    );
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 4 }), fc.array(cell, { maxLength: 4 }), (a, b) => {
        expect(sameRow(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(sameRow(a, a)).toBe(true);
        const before = Object.fromEntries(a.map((c, at) => [`f${at}`, c]));
        const after = Object.fromEntries(b.map((c, at) => [`f${at}`, c]));
        const changed = entryChange({ id: 'e', ...before }, { id: 'e', ...after });
        const differs = Object.keys({ ...before, ...after }).some(
          (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
        );
        expect(changed !== undefined).toBe(differs);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the newest states up to the bound, as dropping the oldest after each would', () => {
    const MAX = 5_000;
    // Runs of ids, so that batches are large: from `start`, `length` ids `stride` apart, some repeated.
    const ids = fc
      .record({ start: fc.nat({ max: 7_000 }), length: fc.nat({ max: 4_000 }), stride: fc.integer({ min: 1, max: 3 }) })
      .map(({ start, length, stride }) => Array.from({ length }, (_, at) => (start + at * stride) % 7_000));
    fc.assert(
      fc.property(fc.array(ids, { minLength: 1, maxLength: 4 }), (batches) => {
        const sent = newSentRecord();
        const oneByOne = new Map<string, ObservedElement | null>();
        for (const batch of batches) {
          const elements = batch.map((n) => ({ id: `e${n}`, role: 'observable', value: String(batch.length) }));
          recordObserved(sent, elements);
          for (const element of elements) {
            oneByOne.delete(element.id);
            oneByOne.set(element.id, element);
            while (oneByOne.size > MAX) oneByOne.delete(oneByOne.keys().next().value!);
          }
        }
        expect([...sent.entries]).toEqual([...oneByOne]);
      }),
      { numRuns: 20 },
    );
  });
});
