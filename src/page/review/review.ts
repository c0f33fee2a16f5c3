// The hint review: the gaps scanGaps finds, counted per kind with the places to fix, the coverage,
// and with `suggest` the hints to add. The review uses the suggestions; they never use the review.
// `coverage` is hinted / interactive.

import { LIMITS, bound } from '../dom/bounds.js';
import { cssPath, placeOf } from '../read/place.js';
import { GAP_KINDS, REVIEW_PLACE_LIMIT, SUGGESTION_LIMIT, coverageOf } from '../types.js';
import type { GapKind, GapReport, PageResult, Review, ReviewArgs } from '../types.js';
import { scanGaps } from './gaps.js';
import { suggestHints } from './suggest.js';

export function review(args: ReviewArgs): PageResult<Review> {
  const scan = scanGaps(args);
  if ('error' in scan) return { ok: false, error: scan.error };

  const gaps: Partial<Record<GapKind, GapReport>> = {};
  let total = 0;
  for (const kind of GAP_KINDS) {
    const found = scan.findings.get(kind) ?? [];
    if (found.length === 0) continue;
    gaps[kind] = { count: found.length, places: found.slice(0, REVIEW_PLACE_LIMIT).map((finding) => finding.place()) };
    total += found.length;
  }
  const coverage = coverageOf(scan.hintedInteractive, scan.interactive);
  const value: Review = { url: bound(location.href, LIMITS.url), coverage, gaps, total };
  if (args.counted) value.counted = { interactive: scan.interactive, hinted: scan.hintedInteractive };
  if (args.suggest)
    value.suggestions = suggestHints({ ...scan, placeOf, pathOf: cssPath })
      .slice(0, SUGGESTION_LIMIT)
      .map(([, suggestion]) => suggestion);
  return { ok: true, value };
}
