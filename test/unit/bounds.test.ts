import { describe, expect, it } from 'vitest';
import { LIMITS, bound, cleanText } from '../../src/page/dom/bounds.js';

describe('bound', () => {
  it('leaves text within the limit alone', () => {
    expect(bound('Add to cart', LIMITS.name)).toBe('Add to cart');
    expect(bound('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });

  it('cuts longer text and says how much was cut', () => {
    expect(bound('abcdefghij', 4)).toBe('abcd…[+6 chars]');
  });

  it('never splits a surrogate pair: the emoji goes whole into the cut part', () => {
    expect(bound('ab😀cd', 3)).toBe('ab…[+4 chars]');
  });
});

describe('cleanText', () => {
  it('collapses whitespace and trims', () => {
    expect(cleanText('  Total:\n\t  $12.00  ', 100)).toBe('Total: $12.00');
  });

  it('bounds the collapsed text', () => {
    expect(cleanText('one   two   three', 7)).toBe('one two…[+6 chars]');
  });

  it('counts only what was cut from a huge text, and ignores trailing whitespace past the budget', () => {
    const huge = 'word '.repeat(1_000_000);
    const cut = cleanText(huge, 10);
    expect(cut.startsWith('word word …[+')).toBe(true);
    expect(cut).toBe(`word word …[+${huge.length - 10} chars]`);
    expect(cleanText(`short${' '.repeat(100_000)}`, 10)).toBe('short');
  });
});
