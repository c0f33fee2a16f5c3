// What the server last told the agent of a tab: the snapshot baselines per key with what later
// answers told since, and each id's last state. Every expected value is written out by hand.

import { describe, expect, it } from 'vitest';
import type { FoldedCollection, HintEntry, Snapshot } from '../../src/page/types.js';
import { entriesOf, newSentRecord, recordObserved, recordSnapshot } from '../../src/answer/sent.js';

const lines: FoldedCollection = {
  id: 'cart.lines',
  name: 'Cart',
  enabled: false,
  idPattern: 'cart.lines.item.{key}[.{control}]',
  item: { role: 'observable' },
  itemControls: { remove: { role: 'action', name: 'Remove' } },
  fields: ['key', 'value', 'remove'],
  items: [
    ['l1', '£12.00', true],
    ['l2', '£3.50', null],
  ],
};

const page1: Snapshot = {
  url: 'http://localhost:8080/cart',
  action: [{ id: 'cart.checkout', name: 'Checkout' }],
  observable: [{ id: 'cart.total', value: '£15.50' }],
  other: [{ id: 'legacy.thing', role: 'widget' }],
  collections: [lines],
};

const page1Entries: HintEntry[] = [
  { id: 'cart.checkout', name: 'Checkout', role: 'action' },
  { id: 'cart.total', value: '£15.50', role: 'observable' },
  { id: 'legacy.thing', role: 'widget' },
  { id: 'cart.lines', name: 'Cart', enabled: false, role: 'collection' },
  { id: 'cart.lines.item.l1', role: 'observable', value: '£12.00' },
  { id: 'cart.lines.item.l1.remove', role: 'action', name: 'Remove' },
  { id: 'cart.lines.item.l2', role: 'observable', value: '£3.50' },
];

describe('newSentRecord', () => {
  it('starts a tab with nothing reported, and a new record each time', () => {
    const reported = newSentRecord();
    expect(reported.baselines.size).toBe(0);
    expect(reported.entries.size).toBe(0);
    expect(newSentRecord()).not.toBe(reported);
  });
});

describe('entriesOf', () => {
  it('lists the flat groups with their role, other as it is, each collection and its members', () => {
    expect(entriesOf(page1)).toEqual(page1Entries);
  });

  it('lists no entry for a collection without an id, only its members', () => {
    const { id: _id, ...unnamed } = lines;
    expect(entriesOf({ url: 'http://x/', collections: [{ ...unnamed, items: [['l9', '£1.00', null]] }] })).toEqual([
      { id: 'cart.lines.item.l9', role: 'observable', value: '£1.00' },
    ]);
  });

  it('lists nothing for an empty snapshot', () => {
    expect(entriesOf({ url: 'http://x/' })).toEqual([]);
  });
});

describe('recordSnapshot', () => {
  it('keeps the snapshot as the baseline of its key and tells every id it lists', () => {
    const reported = newSentRecord();
    recordSnapshot(reported, 'whole', page1);
    expect([...reported.baselines.keys()]).toEqual(['whole']);
    expect(reported.baselines.get('whole')!.snapshot).toBe(page1);
    expect(reported.baselines.get('whole')!.sentSince.size).toBe(0);
    expect([...reported.entries]).toEqual(page1Entries.map((entry) => [entry.id, entry]));
  });

  it("tells the other keys' baselines what it listed, not its own", () => {
    const reported = newSentRecord();
    recordSnapshot(reported, 'scoped', { url: 'http://x/', action: [{ id: 'cart.checkout' }] });
    recordSnapshot(reported, 'whole', { url: 'http://x/', observable: [{ id: 'cart.total', value: '1' }] });
    expect([...reported.baselines.get('scoped')!.sentSince]).toEqual([
      ['cart.total', { id: 'cart.total', value: '1', role: 'observable' }],
    ]);
    expect(reported.baselines.get('whole')!.sentSince.size).toBe(0);
  });

  it('leaves out the ids behind a modal, and keeps what was told of them since the last baseline', () => {
    const reported = newSentRecord();
    recordSnapshot(reported, 'whole', { url: 'http://x/' });
    recordObserved(reported, [
      { id: 'page.search', name: 'Search' },
      { id: 'page.open', name: 'Open' },
    ]);
    const behind = new Set(['page.search', 'page.filter']);
    recordSnapshot(
      reported,
      'whole',
      {
        url: 'http://x/',
        modal: 'confirm',
        input: [{ id: 'page.filter', enabled: false }],
        action: [{ id: 'confirm.ok' }],
      },
      behind,
    );
    // What observe told of page.search stays told; page.open was not behind the modal.
    expect([...reported.baselines.get('whole')!.sentSince]).toEqual([
      ['page.search', { id: 'page.search', name: 'Search' }],
    ]);
    // The entry listed behind the modal is not news: its last state stays as it was (none).
    expect(reported.entries.has('page.filter')).toBe(false);
    expect(reported.entries.get('confirm.ok')).toEqual({ id: 'confirm.ok', role: 'action' });
  });

  it('keeps the 16 most recently recorded keys', () => {
    const reported = newSentRecord();
    for (let i = 0; i < 17; i++) recordSnapshot(reported, `k${i}`, { url: 'http://x/' });
    expect([...reported.baselines.keys()]).toEqual(Array.from({ length: 16 }, (_, i) => `k${i + 1}`));
    // Recording a key again makes it the newest: the oldest other key goes next.
    recordSnapshot(reported, 'k1', { url: 'http://x/' });
    recordSnapshot(reported, 'k17', { url: 'http://x/' });
    expect([...reported.baselines.keys()]).toEqual([...Array.from({ length: 14 }, (_, i) => `k${i + 3}`), 'k1', 'k17']);
  });
});

describe('recordObserved', () => {
  it('tells every baseline and the per-id states; an absent element as null', () => {
    const reported = newSentRecord();
    recordSnapshot(reported, 'a', { url: 'http://x/' });
    recordSnapshot(reported, 'b', { url: 'http://x/' });
    recordObserved(reported, [
      { id: 'cart.total', role: 'observable', value: '£3.00' },
      { id: 'cart.gone', absent: true },
    ]);
    const expected = [
      ['cart.total', { id: 'cart.total', role: 'observable', value: '£3.00' }],
      ['cart.gone', null],
    ];
    expect([...reported.entries]).toEqual(expected);
    expect([...reported.baselines.get('a')!.sentSince]).toEqual(expected);
    expect([...reported.baselines.get('b')!.sentSince]).toEqual(expected);
  });

  it('keeps the last state of an id, as the newest', () => {
    const reported = newSentRecord();
    recordObserved(reported, [
      { id: 'one', value: '1' },
      { id: 'two', value: '2' },
    ]);
    recordObserved(reported, [{ id: 'one', value: '3' }]);
    expect([...reported.entries]).toEqual([
      ['two', { id: 'two', value: '2' }],
      ['one', { id: 'one', value: '3' }],
    ]);
  });

  it('keeps the 5,000 most recently told ids', () => {
    const reported = newSentRecord();
    recordObserved(
      reported,
      Array.from({ length: 5_001 }, (_, i) => ({ id: `e${i}` })),
    );
    expect(reported.entries.size).toBe(5_000);
    expect(reported.entries.has('e0')).toBe(false);
    expect(reported.entries.has('e1')).toBe(true);
    expect(reported.entries.has('e5000')).toBe(true);
  });
});
