// Every target the bench judges a run by, in one place. Each time target is a ratio measured within
// one run (against a bare evaluate, against Playwright MCP, against our own full snapshot), so that
// the load of a shared machine weighs on both sides of it alike. BENCHMARKS.md states them as
// bench/verdicts.ts and bench/loop-report.ts judge them.

/** `semantic_observe` ÷ `bare_evaluate` on the same MCP connection, on every bench page. */
export const OBSERVE_VS_BARE_EVALUATE = 1.5;

/** `semantic_snapshot` ÷ Playwright MCP's `browser_snapshot` time on the listing of this many items. */
export const SNAPSHOT_VS_PLAYWRIGHT = { items: 2000, ratio: 0.08 } as const;

/** The same on the lean listing (a few hinted nodes an item), where Playwright's snapshot is cheap. */
export const SNAPSHOT_VS_PLAYWRIGHT_LEAN = { items: 2000, ratio: 0.2 } as const;

/** Our in-page read per hint ÷ Playwright's ARIA snapshot per element of the same page, on each profiled listing. */
export const HINT_VS_PLAYWRIGHT_ELEMENT = 0.4;

/** `semantic_snapshot({changes: true})` ÷ the full snapshot of the same page: never slower. */
export const CHANGES_VS_FULL = 1;

/** Spawn, attach and a first snapshot with a navigation, ours ÷ Playwright MCP's, on the same page. */
export const COLD_START_VS_PLAYWRIGHT = 1;

/** Marginal cost per item from 2,000 to 10,000 items ÷ from 200 to 2,000: up to this counts as linear. */
export const LINEAR_GROWTH_LIMIT = 1.5;

/** How much worse than the last recorded run's a time ratio may get before its row fails: 20%. */
export const TIME_REGRESSION_LIMIT = 1.2;

/** Tokens per task, Playwright MCP alone ÷ the companion loop, on each task of an app of real size. */
export const TASK_RATIO_TARGET = 5;

/** A delta after an action that changes one list or opens one panel ÷ the full snapshot, in tokens. */
export const DELTA_RATIO_TARGET = 0.3;

/** The three tools' definitions as tools/list sends them, in o200k tokens. */
export const TOOL_DEFINITION_BUDGET = 900;

/** Tokens of one snapshot, Playwright MCP's ÷ ours: shown on every page, not judged (see verdicts.ts). */
export const SNAPSHOT_TOKEN_RATIO = 5;
