// The bench's wording of measured differences: a difference that came out negative says so in words.

import { describe, expect, it } from 'vitest';
import { fmtMsMore } from '../../bench/format.js';
import { roundTripShare } from '../../bench/verdicts.js';

describe('the bench words a difference of times by its sign', () => {
  it('says more for a positive difference and less for a negative one', () => {
    expect(fmtMsMore(0.32)).toBe('0.32 ms more');
    expect(fmtMsMore(-0.03)).toBe('0.03 ms less');
    expect(fmtMsMore(0)).toBe('0.00 ms more');
    expect(fmtMsMore(-1500)).toBe('1.50 s less');
  });

  it("says what the server and MCP add to the page's read, or that the read timed apart took longer", () => {
    expect(roundTripShare(176, 150)).toBe('the server and MCP round trip add 26.0 ms');
    expect(roundTripShare(176, 189.64)).toBe(
      "the in-page evaluation, timed apart from these calls, took 13.6 ms longer than their median: the machine's load moved between the two, and this run cannot tell the round trip's share",
    );
  });
});
