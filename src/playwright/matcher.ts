// `expect(page).toHaveNoHintGaps({ failOn, minCoverage, scope })`: the page's hint review against
// the CLI's gate (src/cli/gate.ts). Its failure message is the CLI's review table: each gap kind
// with its places, how to fix it, and the hint suggested for each gap.

import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';
import type { Page } from 'playwright-core';
import { gateFailures, gateRules } from '../cli/gate.js';
import type { Gate } from '../cli/gate.js';
import { reviewTable } from '../cli/review-table.js';
import { GAP_KINDS } from '../page/types.js';
import type { GapKind } from '../page/types.js';
import { hintsOf } from './page-hints.js';

export interface HintGapOptions {
  /** The gap kinds that fail; every kind unless given, none with []. */
  failOn?: readonly GapKind[];
  /** The least coverage, in percent, that passes; coverage does not fail unless given. */
  minCoverage?: number;
  /** Review only this region: a data-semtag-id or a CSS selector. */
  scope?: string;
  /** Review hidden elements too. */
  includeHidden?: boolean;
}

/** The gate the options ask for; a TypeError that says how to write them when they are wrong. */
export function gateOfOptions(options: HintGapOptions): Gate {
  // Checked as unknown: a config written in JavaScript can pass anything.
  const given: unknown = options.failOn ?? GAP_KINDS;
  const names: readonly unknown[] | undefined = Array.isArray(given) ? given : undefined;
  const unknown = (names ?? []).filter((kind) => !(GAP_KINDS as readonly unknown[]).includes(kind)).map(String);
  if (!names || unknown.length > 0)
    throw new TypeError(
      `toHaveNoHintGaps: failOn takes an array of gap kinds (or [] for none)${unknown.length ? `; "${unknown.join('", "')}" is not one` : ''}. Kinds: ${GAP_KINDS.join(', ')}.`,
    );
  const failOn = names as readonly GapKind[];
  const { minCoverage } = options;
  if (minCoverage !== undefined && !(typeof minCoverage === 'number' && minCoverage >= 0 && minCoverage <= 100))
    throw new TypeError(
      `toHaveNoHintGaps: minCoverage takes a percent from 0 to 100, e.g. 90; got ${String(minCoverage)}.`,
    );
  return minCoverage === undefined ? { failOn } : { failOn, minCoverage };
}

async function toHaveNoHintGaps(
  this: ExpectMatcherState,
  page: Page,
  options: HintGapOptions = {},
): Promise<MatcherReturnType> {
  const gate = gateOfOptions(options);
  const review = await hintsOf(page).review({
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    ...(options.includeHidden === undefined ? {} : { includeHidden: options.includeHidden }),
    suggest: true,
  });
  const failures = gateFailures(review, gate);
  const pass = failures.length === 0;
  // Plain text, as the docs show it: no colour codes in the error's message.
  const hint = `expect(page)${this.isNot ? '.not' : ''}.toHaveNoHintGaps(options)`;
  const verdict = pass
    ? `Expected the page to fail the hint gate (fails on ${gateRules(gate)}), but it passes.`
    : `The page fails the hint gate (fails on ${gateRules(gate)}): ${failures.map((failure) => failure.message).join('; ')}.`;
  return {
    pass,
    name: 'toHaveNoHintGaps',
    message: () => `${hint}\n\n${verdict}\n\n${reviewTable(review)}`,
    expected: gateRules(gate),
    actual: failures.map((failure) => failure.message),
  };
}

/** The matchers to add to an `expect` of your own: `expect.extend(hintMatchers)`. */
export const hintMatchers = { toHaveNoHintGaps };
