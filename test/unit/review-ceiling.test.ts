// The review's answer fits the ceiling too: places are dropped from the longest lists, counts stay.

import { expect, it } from 'vitest';
import { DEFAULT_MAX_RESPONSE } from '../../src/config/config.js';
import { GAP_KINDS } from '../../src/page/types.js';
import { WARNING_ROOM, fitReview, responseSize } from '../../src/answer/response-ceiling.js';

it('cuts the places of a review past the ceiling and keeps every count', () => {
  // 20 places of about 420 characters per kind: what ids and controls at their bounds produce.
  const place = (kind: string, n: number) => `${kind}.${'p'.repeat(400)}.${n} (controls "x")`;
  const gaps = Object.fromEntries(
    GAP_KINDS.map((kind) => [kind, { count: 50, places: Array.from({ length: 20 }, (_, n) => place(kind, n)) }]),
  );
  const review = { url: 'http://127.0.0.1/', coverage: 10, gaps, total: 50 * GAP_KINDS.length };
  const original = structuredClone(review);
  expect(responseSize(review)).toBeGreaterThan(DEFAULT_MAX_RESPONSE);

  const fitted = fitReview(review, DEFAULT_MAX_RESPONSE);
  expect(responseSize(fitted)).toBeLessThanOrEqual(DEFAULT_MAX_RESPONSE - WARNING_ROOM);
  for (const kind of GAP_KINDS) {
    expect(fitted.gaps[kind]!.count).toBe(50);
    // What is left is the start of each list, and every kind keeps some places.
    expect(original.gaps[kind]!.places.slice(0, fitted.gaps[kind]!.places.length)).toEqual(fitted.gaps[kind]!.places);
    expect(fitted.gaps[kind]!.places.length).toBeGreaterThan(5);
  }
  // A review that fits is left alone.
  expect(fitReview(structuredClone(original), 10_000_000)).toEqual(original);
});

it('leaves the review it cuts as it was', () => {
  const places = Array.from({ length: 30 }, (_, n) => `shop.${'p'.repeat(400)}.${n}`);
  const review = { url: 'http://127.0.0.1/', coverage: 10, gaps: { unnamed: { count: 30, places } }, total: 30 };
  const original = structuredClone(review);

  const fitted = fitReview(review, 5_000);
  expect(fitted.gaps.unnamed.places.length).toBeLessThan(places.length);
  expect(review).toEqual(original);
  expect(review.gaps.unnamed.places).toBe(places);
});

it('cuts suggestions past the ceiling from the end, and says how many and how to read them', () => {
  const suggestion = (n: number) => ({
    place: `main > div:nth-of-type(${n}) > button`,
    name: 'n'.repeat(200),
    gap: 'unhinted',
    set: { 'data-semtag-id': `main.control-${n}`, 'data-semtag-role': 'action' },
    why: 'a button: it acts on this screen',
  });
  const suggestions = Array.from({ length: 400 }, (_, n) => suggestion(n));
  const review = {
    url: 'http://127.0.0.1/',
    coverage: 0,
    gaps: { unhinted: { count: 400, places: [] } },
    total: 400,
    suggestions,
  };

  const fitted = fitReview(review, DEFAULT_MAX_RESPONSE);
  expect(responseSize(fitted)).toBeLessThanOrEqual(DEFAULT_MAX_RESPONSE - WARNING_ROOM);
  const kept = fitted.suggestions.length;
  expect(kept).toBeGreaterThan(10);
  expect(fitted.suggestions).toEqual(suggestions.slice(0, kept));
  expect(fitted.truncated?.omitted).toBe(400 - kept);
  expect(fitted.truncated?.hint).toContain(`${400 - kept} of 400 suggestions`);
  expect(fitted.truncated?.hint).toContain('semantic_review({"suggest": true, "scope"');
});
