// The snapshot profile's accounting: a sample is charged to the innermost step on its stack, only
// while the snapshot runs (or garbage is collected), and for the interval up to the next sample.

import { expect, it } from 'vitest';
import { OTHER_STEP, chargeSamples } from '../../bench/snapshot-profile.js';

const node = (id: number, functionName: string, children: number[] = []) => ({
  id,
  callFrame: { functionName },
  children,
});

it('charges each sample to the innermost step on its stack, and nothing outside the snapshot', () => {
  const profile = {
    nodes: [
      node(1, '(root)', [2, 7, 8, 9]),
      node(2, 'snapshot', [3, 6]),
      node(3, 'readEntry', [4]),
      // A visibility check made while naming: charged to visibility, the innermost step.
      node(4, 'nameUnlessValue', [5]),
      node(5, 'isVisible2'),
      node(6, 'composedParent'),
      node(7, '(garbage collector)'),
      node(8, '(idle)'),
      node(9, 'stringify'),
    ],
    samples: [5, 4, 3, 6, 7, 8, 9, 5],
    // Each sample's time is the interval to the next one; the last has none.
    timeDeltas: [0, 10, 20, 30, 40, 50, 60, 70],
  };
  expect(Object.fromEntries(chargeSamples(profile))).toEqual({
    visibility: 10,
    names: 20,
    "an entry's other fields": 30,
    [OTHER_STEP]: 40,
    'garbage collection': 50,
    // (idle), and whatever runs outside the snapshot, are not charged.
  });
});
