// The DOM changes both page-facts property tests draw alike: elements removed, moved, changed
// while detached, attributes set and removed. `at` and `to` pick elements among those the page
// holds (modulo their count); each test adds the changes of its own (what it adds, shadow roots).

import fc from 'fast-check';

export type SharedChange =
  | { kind: 'remove'; at: number }
  | { kind: 'move'; at: number; to: number }
  | { kind: 'detach-change-reattach'; at: number; attr: [string, string] }
  | { kind: 'set'; at: number; attr: [string, string] }
  | { kind: 'unset'; at: number; name: string };

/** Where a change happens: an index among the page's elements. */
export const changeIndex = fc.nat({ max: 200 });

/** The shared changes, weighted, for fc.oneof; attributes drawn from `attributes`. */
export function sharedChanges(
  attributes: ReadonlyArray<[string, string]>,
  { moveWeight }: { moveWeight: number },
): Array<fc.WeightedArbitrary<SharedChange>> {
  const attribute = fc.constantFrom(...attributes);
  return [
    { arbitrary: fc.record({ kind: fc.constant('remove' as const), at: changeIndex }), weight: 1 },
    {
      arbitrary: fc.record({ kind: fc.constant('move' as const), at: changeIndex, to: changeIndex }),
      weight: moveWeight,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('detach-change-reattach' as const), at: changeIndex, attr: attribute }),
      weight: 1,
    },
    { arbitrary: fc.record({ kind: fc.constant('set' as const), at: changeIndex, attr: attribute }), weight: 3 },
    {
      arbitrary: fc.record({
        kind: fc.constant('unset' as const),
        at: changeIndex,
        name: fc.constantFrom(...new Set(attributes.map(([name]) => name))),
      }),
      weight: 2,
    },
  ];
}
