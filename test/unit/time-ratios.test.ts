// The bench's guard on time: ratios written to BENCHMARKS.md are read back by the next run, and a
// ratio more than 20% worse than its recorded value fails its row.

import { expect, it } from 'vitest';
import { compareWithRecorded, recordedTimeRatios, renderTimeRatios } from '../../bench/time-ratios.js';

const markdown = (ratios: Array<{ name: string; ratio: number }>) =>
  `# Benchmarks\n\n${renderTimeRatios(compareWithRecorded(ratios, undefined))}\n## Summary\n`;

it('reads back the ratios a run wrote', () => {
  const written = [
    { name: 'semantic_observe ÷ bare_evaluate, Home', ratio: 1.234 },
    { name: 'changes: true ÷ full snapshot, Listing, 2,000 items', ratio: 0.5 },
  ];
  expect(recordedTimeRatios(markdown(written))).toEqual(
    new Map([
      ['semantic_observe ÷ bare_evaluate, Home', 1.23],
      ['changes: true ÷ full snapshot, Listing, 2,000 items', 0.5],
    ]),
  );
});

it('fails a ratio more than 20% worse than recorded, holds one within, and leaves a new one unjudged', () => {
  const recorded = new Map([
    ['a', 1],
    ['b', 1],
  ]);
  const compared = compareWithRecorded(
    [
      { name: 'a', ratio: 1.25 },
      { name: 'b', ratio: 1.19 },
      { name: 'c', ratio: 9 },
    ],
    recorded,
  );
  expect(compared.map((r) => r.held)).toEqual([false, true, undefined]);
  expect(renderTimeRatios(compared)).toContain('**failed**');
});
