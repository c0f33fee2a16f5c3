// The CI gate: `--fail-on <kinds>` and `--min-coverage <percent>` decide whether a review (one page
// or each page of a crawl) fails. By default every gap kind fails it and coverage does not.

import { GAP_KINDS } from '../page/types.js';
import type { GapKind, Review } from '../page/types.js';
import { UsageError } from './usage-error.js';

export interface Gate {
  failOn: readonly GapKind[];
  minCoverage?: number;
}

export const GATE_ARGS = {
  'fail-on': { type: 'string' },
  'min-coverage': { type: 'string' },
} as const;

const isGapKind = (name: string): name is GapKind => (GAP_KINDS as readonly string[]).includes(name);

export function gateOf(values: { 'fail-on'?: string | undefined; 'min-coverage'?: string | undefined }): Gate {
  let failOn: readonly GapKind[] = GAP_KINDS;
  const raw = values['fail-on'];
  if (raw !== undefined) {
    const names = raw
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => name !== 'none' && !isGapKind(name));
    if (names.length === 0 || unknown.length > 0)
      throw new UsageError(
        `--fail-on takes gap kinds separated by commas, or none; ${unknown.length > 0 ? `"${unknown.join('", "')}" is not one` : 'got nothing'}. Kinds: ${GAP_KINDS.join(', ')}.`,
        true,
      );
    failOn = GAP_KINDS.filter((kind) => names.includes(kind));
  }
  const gate: Gate = { failOn };
  const coverage = values['min-coverage'];
  if (coverage !== undefined) {
    const percent = Number(coverage.replace(/%$/, ''));
    if (coverage.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100)
      throw new UsageError(
        `--min-coverage takes a percent from 0 to 100, e.g. --min-coverage 90; got "${coverage}".`,
        true,
      );
    gate.minCoverage = percent;
  }
  return gate;
}

/** One rule a review breaks: a gap kind it has, or the coverage it lacks. */
export interface GateFailure {
  rule: GapKind | 'minCoverage';
  message: string;
}

/** Why a review fails the gate; empty when it passes. */
export function gateFailures(review: Review, gate: Gate): GateFailure[] {
  const failures: GateFailure[] = gate.failOn.flatMap((kind) => {
    const count = review.gaps[kind]?.count ?? 0;
    return count > 0 ? [{ rule: kind, message: `${count} ${kind}` }] : [];
  });
  if (gate.minCoverage !== undefined && review.coverage < gate.minCoverage)
    failures.push({ rule: 'minCoverage', message: `coverage ${review.coverage}% is below ${gate.minCoverage}%` });
  return failures;
}

/** The gate in words, e.g. "any gap or coverage below 90%". */
export function gateRules(gate: Gate): string {
  const kinds =
    gate.failOn.length === GAP_KINDS.length ? 'any gap' : gate.failOn.length ? gate.failOn.join(', ') : 'no gap kind';
  return gate.minCoverage === undefined ? kinds : `${kinds} or coverage below ${gate.minCoverage}%`;
}
