import { describe, expect, it } from 'vitest';
import { passCache } from '../../src/page/dom/pass-cache.js';

describe('passCache', () => {
  it('has no cache outside a pass, and a fresh one for each pass', () => {
    let made = 0;
    const cache = passCache(() => ({ pass: ++made }));
    expect(cache.current).toBeUndefined();
    expect(cache.run(() => cache.current)).toEqual({ pass: 1 });
    expect(cache.run(() => cache.current)).toEqual({ pass: 2 });
    expect(cache.current).toBeUndefined();
  });

  it('keeps the outer pass cache through a nested pass, and clears it only when the outer pass ends', () => {
    let made = 0;
    const cache = passCache(() => new Map<string, number>([['pass', ++made]]));
    cache.run(() => {
      const outer = cache.current;
      outer!.set('seen', 1);
      cache.run(() => expect(cache.current).toBe(outer));
      expect(cache.current).toBe(outer);
      expect(cache.current!.get('seen')).toBe(1);
    });
    expect(made).toBe(1);
    expect(cache.current).toBeUndefined();
  });

  it('ends the pass when the read throws', () => {
    const cache = passCache(() => ({}));
    expect(() =>
      cache.run(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(cache.current).toBeUndefined();
  });
});
