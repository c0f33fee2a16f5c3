import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/page/types.js';
import { WARNING_ROOM, fitElements, fitToCeiling, responseSize } from '../../src/answer/response-ceiling.js';

function snapshotWith(actions: number, inputs: number, rows: number): Snapshot {
  return {
    url: 'http://localhost:8080/',
    action: Array.from({ length: actions }, (_, i) => ({ id: `shop.action${i}`, name: `Action number ${i}` })),
    input: Array.from({ length: inputs }, (_, i) => ({ id: `form.field${i}`, name: `Field ${i}` })),
    collections: [
      {
        id: 'shop.grid',
        idPattern: 'shop.grid.item.{key}',
        fields: ['key', 'name'],
        items: Array.from({ length: rows }, (_, i) => [`k${i}`, `Product ${i}`]),
      },
    ],
  };
}

const items = (snapshot: Snapshot) => snapshot.collections![0]!.items;

describe('fitToCeiling', () => {
  it('returns a snapshot under the ceiling unchanged', () => {
    const snapshot = snapshotWith(3, 2, 2);
    const copy = structuredClone(snapshot);
    expect(fitToCeiling(snapshot, 100_000)).toEqual(copy);
  });

  it('drops from the end of the largest lists until the JSON fits, and says how many', () => {
    const snapshot = snapshotWith(400, 5, 400);
    const before = structuredClone(snapshot);
    const fitted = fitToCeiling(snapshot, 10_000);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(10_000);
    const kept = fitted.action!.length + fitted.input!.length + fitted.collections![0]!.items.length;
    expect(fitted.truncated!.omitted).toBe(805 - kept);
    expect(fitted.truncated!.hint).toMatch(/10000 bytes.*scope/);
    // The cut collection says exactly where to go on reading: its first row left out.
    const firstLeftOut = items(before)[items(fitted).length]![0];
    expect(fitted.truncated!.hint).toContain(`{"rowsFrom":"shop.grid.item.${String(firstLeftOut)}"}`);
    // What is kept is the start of each list, in order; the small list is untouched.
    expect(fitted.action).toEqual(before.action!.slice(0, fitted.action!.length));
    const rows = items(fitted);
    expect(rows).toEqual(before.collections![0]!.items.slice(0, rows.length));
    expect(fitted.input).toEqual(before.input);
  });

  it('leaves its input as it was when it cuts', () => {
    const snapshot: Snapshot = {
      ...snapshotWith(400, 5, 400),
      observable: Array.from({ length: 3 }, (_, i) => ({ id: `log.line${i}`, value: 'x'.repeat(700) })),
    };
    const before = structuredClone(snapshot);
    const fitted = fitToCeiling(snapshot, 2_000);
    expect(fitted.truncated).toBeDefined();
    expect(fitted).not.toHaveProperty('observable');
    expect(snapshot).toEqual(before);
  });

  it('removes a role group it emptied', () => {
    const snapshot: Snapshot = {
      url: 'http://localhost:8080/',
      observable: Array.from({ length: 3 }, (_, i) => ({ id: `log.line${i}`, value: 'x'.repeat(700) })),
    };
    const fitted = fitToCeiling(snapshot, 1_000);
    expect(fitted).not.toHaveProperty('observable');
    expect(fitted.truncated!.omitted).toBe(3);
  });
});

describe('fitElements', () => {
  const answer = {
    url: 'http://localhost:8080/',
    elements: Array.from({ length: 40 }, (_, i) => ({ id: `shop.panel${i}`, value: 'x'.repeat(1_000) })),
  };

  it('keeps the first elements that fit, names the call for the rest, and leaves its input as it was', () => {
    const before = structuredClone(answer);
    const fitted = fitElements(answer, 20_000);
    expect(answer).toEqual(before);
    expect(responseSize(fitted)).toBeLessThanOrEqual(20_000 - WARNING_ROOM);
    const kept = fitted.elements.length;
    expect(kept).toBeGreaterThan(1);
    expect(fitted.elements).toEqual(answer.elements.slice(0, kept));
    const rest = answer.elements.slice(kept).map((element) => element.id);
    expect(fitted.truncated!.omitted).toBe(rest.length);
    expect(fitted.truncated!.hint).toContain(
      `${rest.length} of 40 elements were left out. Read them with semantic_observe(${JSON.stringify({ id: rest })})`,
    );
  });

  it('keeps the first element even when it alone is over the ceiling', () => {
    const fitted = fitElements(answer, 1_000);
    expect(fitted.elements).toEqual(answer.elements.slice(0, 1));
    expect(fitted.truncated!.omitted).toBe(39);
  });
});
