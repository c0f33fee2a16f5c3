// The task benchmark's pure parts: how tasks read results, how ways are judged, how the
// companion configuration is chosen. The measuring itself runs in `npm run bench`.

import { describe, expect, it } from 'vitest';
import { companionWinner } from '../../bench/loop.js';
import type { LoopResults } from '../../bench/loop.js';
import {
  analyseLoop,
  firstLookCeiling,
  recordedCompanionTokens,
  renderLoopMarkdown,
  screenMoveVerdicts,
  syntaxFreeCeiling,
  taskRatio,
  tokensByTool,
} from '../../bench/loop-report.js';
import { scalarsOf } from '../../bench/json-scalars.js';
import { screenMove } from '../../bench/task-runner.js';
import type { DeltaSample, TaskResult, WayResult } from '../../bench/task-runner.js';
import { entries, fieldShows, inOrder, rowLeft } from '../../bench/tasks.js';
import { SHOP_TASKS } from '../../bench/tasks-shop.js';
import { COMPONENT_TASKS } from '../../bench/tasks-components.js';
import { HEADLESS_TASKS } from '../../bench/tasks-headless.js';
import { CRM_TASKS } from '../../bench/tasks-crm.js';

const way = (tokens: number[], failures: string[] = []): WayResult => ({
  calls: tokens.map((t, i) => ({ tool: i % 2 ? 'semantic_observe' : 'browser_click', tokens: t, ms: 1 })),
  tokens: tokens.reduce((a, b) => a + b, 0),
  failures,
});

const task = (key: string, playwright: WayResult, companion: WayResult): TaskResult => ({
  task: { ...SHOP_TASKS[0]!, key },
  steps: 5,
  playwright,
  companion,
  deltas: [{ task: key, step: 'filter', effect: 'list', deltaTokens: 20, fullTokens: 100 }],
});

const loop = (tasks: TaskResult[]): LoopResults => ({
  definitions: { tools: [{ name: 'semantic_snapshot', tokens: 300 }], total: 300 },
  flags: [
    { flags: [], actions: 4, tokens: 400, reportsErrors: true, reportsUrl: true },
    { flags: ['--snapshot-mode', 'none'], actions: 4, tokens: 40, reportsErrors: true, reportsUrl: true },
  ],
  companionFlags: ['--snapshot-mode', 'none'],
  tasks,
  observeWait: { id: 'cart.total', plainMs: 2, waitMs: 2.1, bareEvaluateMs: 1.5, roundTripMs: 1, samples: 3 },
});

describe('judging the ways', () => {
  it('never counts a task whose companion checks failed as a win, however few its tokens', () => {
    const failed = task('t', way([1000]), way([10], ['step: wrong value']));
    expect(taskRatio(failed)).toBeNaN();
    const [tasksVerdict] = analyseLoop(loop([task('ok', way([1000]), way([100])), failed]));
    expect(tasksVerdict).toMatchObject({ met: false });
    expect(tasksVerdict!.figure).toContain('companion checks failed on 1');
  });

  it('meets the task target only when every task is at least 5x cheaper, and says which are not', () => {
    expect(analyseLoop(loop([task('a', way([1000]), way([100]))]))[0]).toMatchObject({ met: true });
    const [verdict] = analyseLoop(loop([task('a', way([1000]), way([100])), task('b', way([400]), way([100]))]));
    expect(verdict).toMatchObject({ met: false });
    expect(verdict!.why).toContain('b 4.00×');
  });

  it('says how far a task below target could go if every read after the first full snapshot were free', () => {
    const companion: WayResult = {
      calls: [
        { tool: 'browser_navigate', tokens: 10, ms: 1 },
        { tool: 'semantic_snapshot (new screen)', tokens: 190, ms: 1 },
        { tool: 'browser_click', tokens: 0, ms: 1 },
        { tool: 'semantic_snapshot (changes)', tokens: 100, ms: 1 },
      ],
      tokens: 300,
      failures: [],
    };
    const small = task('small', way([600]), companion);
    expect(firstLookCeiling(small)).toBe(3);
    expect(analyseLoop(loop([small]))[0]!.why).toContain(
      'small 2.00× (with every read after the first full snapshot free, at most 3.00×;',
    );
  });

  it('keeps only the strings, numbers and booleans of a JSON answer, in order; nothing for other text', () => {
    expect(scalarsOf('{"id":"a.b","items":[["k",1,true,null]],"nested":{"value":"Hi there"}}')).toBe(
      'a.b k 1 true Hi there',
    );
    expect(scalarsOf('### Page\n- Page URL: x')).toBeUndefined();
    expect(scalarsOf('"just a string"')).toBe('just a string');
  });

  it("says how far a task below target could go if JSON's syntax cost nothing, only what the answers say", () => {
    const companion: WayResult = {
      calls: [
        { tool: 'browser_click', tokens: 10, ms: 1 },
        { tool: 'semantic_snapshot (new screen)', tokens: 190, scalarTokens: 90, ms: 1 },
        { tool: 'semantic_observe', tokens: 100, scalarTokens: 50, ms: 1 },
      ],
      tokens: 300,
      failures: [],
    };
    const small = task('small', way([600]), companion);
    // 600 ÷ (10 for the action, whose text is not JSON, + 90 + 50).
    expect(syntaxFreeCeiling(small)).toBe(4);
    expect(analyseLoop(loop([small]))[0]!.why).toContain(
      "with every read counted by its strings and numbers alone, JSON's syntax free, at most 4.00×",
    );
  });

  it('judges the per-task target on the apps of real size only; on the small apps it is shown retired', () => {
    const real = (key: string, companion: number): TaskResult => ({
      ...task(key, way([1000]), way([companion])),
      task: { ...CRM_TASKS[0]!, key },
    });
    const [small, onReal] = analyseLoop(loop([task('tiny', way([300]), way([100])), real('crm-a', 100)]));
    expect(small).toMatchObject({ met: false, retired: expect.stringMatching(/real size/) });
    expect(onReal).toMatchObject({ met: true, figure: expect.stringContaining('1 tasks; worst 10.00× (crm-a)') });
    const [, missed] = analyseLoop(loop([real('crm-a', 100), real('crm-b', 250)]));
    expect(missed).toMatchObject({ met: false, why: expect.stringContaining('crm-b 4.00×') });
  });

  it('reads the companion tokens per task from a BENCHMARKS.md, and finds a task dearer than recorded', () => {
    const markdown = [
      '# Benchmarks',
      '## Tokens per task',
      '',
      '| task | app | steps | PW alone tokens | calls | checks | companion tokens | calls | checks | PW ÷ companion |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| ${SHOP_TASKS[0]!.title} | example shop | 6 | 14,586 | 12 | pass | 1,172 | 12 | pass | 12.45× |`,
      '',
      "### Where the companion loop's tokens go",
      '| tool | calls | tokens | share |',
      '| --- | --- | --- | --- |',
      '| semantic_observe | 20 | 795 | 13% |',
    ].join('\n');
    const recorded = recordedCompanionTokens(markdown);
    expect([...recorded]).toEqual([[SHOP_TASKS[0]!.title, 1172]]);
    const judged = (tokens: number) =>
      analyseLoop({ ...loop([task('shop-a', way([14586]), way([tokens]))]), recorded }).find((v) =>
        v.target.startsWith('no task'),
      );
    expect(judged(1172)).toMatchObject({ met: true, figure: '1 of 1 tasks no dearer (shop-a 1,172 → 1,172)' });
    expect(judged(1197)).toMatchObject({ met: false, why: 'dearer: shop-a' });
  });

  it('adds up the companion tokens by tool, largest first', () => {
    expect(tokensByTool([task('a', way([1]), way([5, 30, 7]))])).toEqual([
      { tool: 'semantic_observe', tokens: 30, calls: 1 },
      { tool: 'browser_click', tokens: 12, calls: 2 },
    ]);
  });

  it('picks the cheapest Playwright MCP configuration that still reports errors and the page URL', () => {
    const winner = companionWinner([
      { flags: [], actions: 1, tokens: 100, reportsErrors: true, reportsUrl: true },
      { flags: ['--a'], actions: 1, tokens: 5, reportsErrors: false, reportsUrl: true },
      { flags: ['--b'], actions: 1, tokens: 20, reportsErrors: true, reportsUrl: true },
    ]);
    expect(winner.flags).toEqual(['--b']);
  });

  const move = (over: Partial<DeltaSample>): DeltaSample => ({
    task: 't',
    step: 'go on',
    effect: 'screen',
    deltaTokens: 40,
    fullTokens: 100,
    move: { from: 'a.page', to: 'b.page', kept: 6, of: 20 },
    ...over,
  });

  it('wants every screen move that kept something answered as a delta smaller than the full snapshot', () => {
    const [moves] = screenMoveVerdicts([move({}), move({ step: 'away', move: { kept: 0, of: 9 }, fellBack: 'x' })]);
    expect(moves).toMatchObject({ met: true, figure: '1 of 1 such moves answered as a smaller delta' });
    const [missed] = screenMoveVerdicts([
      move({}),
      move({ step: 'to orders', deltaTokens: 106, fellBack: 'too many changes' }),
      move({ step: 'to help', deltaTokens: 100 }),
    ]);
    expect(missed).toMatchObject({ met: false, figure: '1 of 3 such moves answered as a smaller delta' });
    expect(missed!.why).toBe(
      't "to orders" (kept 6 of 20 ids): full snapshot (too many changes); t "to help" (kept 6 of 20 ids): delta',
    );
  });

  it('finds every changes answer larger than the full snapshot, telling full answers from deltas', () => {
    const [, none] = screenMoveVerdicts([move({}), move({ effect: 'list', move: undefined, deltaTokens: 100 })]);
    expect(none).toMatchObject({ met: true, figure: '0 of 2 answers larger' });
    const [, larger] = screenMoveVerdicts([
      move({ deltaTokens: 106, fellBack: 'too many changes' }),
      move({ step: 'filter', effect: 'list', move: undefined, deltaTokens: 120 }),
    ]);
    expect(larger).toMatchObject({ met: false, figure: '2 of 2 answers larger, by at most 20 tokens' });
    expect(larger!.why).toBe(
      '1 are the full snapshot and its `full` reason (t "go on": 106 of 100 tokens); a delta: t "filter": 120 of 100 tokens',
    );
  });

  it("tells a screen move's screens and the ids both full snapshots list", () => {
    const before = {
      screen: 'a.page',
      navigation: [{ id: 'nav.a' }, { id: 'nav.b' }],
      collections: [{ id: 'a.list', items: [['k']] }],
    };
    const after = { screen: 'b.page', navigation: [{ id: 'nav.a' }, { id: 'nav.b' }, { id: 'b.here' }] };
    expect(screenMove(before, after)).toEqual({ from: 'a.page', to: 'b.page', kept: 2, of: 3 });
    expect(screenMove(before, { ...before, screen: undefined })).toEqual({ from: 'a.page', kept: 3, of: 3 });
  });

  it('renders every part of the section from the measurements', () => {
    const markdown = renderLoopMarkdown(loop([task('a', way([1000]), way([100]))]));
    for (const heading of [
      '## Tokens per task',
      "### Where the companion loop's tokens go",
      '### Deltas',
      '### Observe with a wait',
      '### The companion configuration of Playwright MCP',
      '### Tool definitions',
    ])
      expect(markdown).toContain(heading);
    expect(markdown).toContain('| `--snapshot-mode none` | 40 | 10.0 | 90% | yes | yes |');
    const moved = task('m', way([1000]), way([100]));
    moved.deltas = [move({ task: 'm', fellBack: 'too many changes' })];
    expect(renderLoopMarkdown(loop([moved]))).toContain(
      '### Screen moves\n\n| task | step | from → to | ids kept | answer | tokens | full snapshot tokens |\n| --- | --- | --- | --- | --- | --- | --- |\n| m | go on | a.page → b.page | 6 of 20 | full snapshot (too many changes) | 40 | 100 |',
    );
  });
});

describe('reading results in the tasks', () => {
  it("finds entries in groups, in a delta's added groups, and in an observe answer", () => {
    const found = entries({
      action: [{ id: 'a', name: 'A' }],
      added: { observable: [{ id: 'b', value: '1' }] },
      elements: [{ id: 'c', value: '2' }],
    });
    expect([...found.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(entries({ id: 'd', value: 'x' }).get('d')).toMatchObject({ value: 'x' });
  });

  it('knows a row left from a delta, a block sent in full, or the ids of an unfolded row', () => {
    expect(rowLeft({ delta: true, collections: [{ id: 'g', removed: ['x'] }] }, 'g', 'x')).toBeUndefined();
    expect(rowLeft({ collections: [{ id: 'g', items: [['y', 'Y']] }] }, 'g', 'x')).toBeUndefined();
    expect(rowLeft({ delta: true, removed: ['g.item.x.name'] }, 'g', 'x')).toBeUndefined();
    expect(rowLeft({ collections: [{ id: 'g', items: [['x', 'X']] }] }, 'g', 'x')).toMatch(/should have left/);
    expect(rowLeft({ delta: true, removed: ['g.item.xy'] }, 'g', 'x')).toMatch(/should have left/);
    // A full answer where the list unfolded to one row: the row left when its elements are not listed.
    expect(rowLeft({ navigation: [{ id: 'g.item.y' }] }, 'g', 'x')).toBeUndefined();
    expect(rowLeft({ observable: [{ id: 'g.item.x.price' }] }, 'g', 'x')).toMatch(/should have left/);
  });

  it("reads a field's value in Playwright's snapshot inline or under its placeholder", () => {
    expect(
      fieldShows('- textbox "Email" [ref=e1]: ada@example.com', 'textbox', 'Email', 'ada@example.com'),
    ).toBeUndefined();
    const underPlaceholder = '- textbox "Promo code" [ref=e2]:\n  - /placeholder: e.g. WELCOME10\n  - text: WELCOME10';
    expect(fieldShows(underPlaceholder, 'textbox', 'Promo code', 'WELCOME10')).toBeUndefined();
    expect(
      fieldShows(
        '- textbox "Promo code" [ref=e2]:\n  - /placeholder: e.g. WELCOME10',
        'textbox',
        'Promo code',
        'WELCOME10',
      ),
    ).toMatch(/should show/);
    expect(inOrder('a b c', 'a', 'c')).toBeUndefined();
    expect(inOrder('c b a', 'a', 'c')).toMatch(/in this order/);
  });

  it('has tasks of at least five act-then-verify steps on every app', () => {
    for (const t of [...SHOP_TASKS, ...COMPONENT_TASKS, ...HEADLESS_TASKS, ...CRM_TASKS])
      expect(t.steps('http://x').length, t.key).toBeGreaterThanOrEqual(5);
    expect(new Set(COMPONENT_TASKS.map((t) => t.app))).toEqual(new Set(['Radix app']));
    expect(new Set(HEADLESS_TASKS.map((t) => t.app))).toEqual(new Set(['Headless UI app']));
  });
});

describe('the cross-screen tasks', () => {
  it('each cross three screens or more, with a list and a dialog on the way', () => {
    expect(CRM_TASKS.length).toBeGreaterThanOrEqual(3);
    for (const t of CRM_TASKS) {
      const effects = t.steps('http://x').map((step) => (step.read.kind === 'changes' ? step.read.effect : undefined));
      expect(effects.filter((e) => e === 'screen').length, t.key).toBeGreaterThanOrEqual(2);
      expect(effects, t.key).toContain('list');
      expect(effects, t.key).toContain('panel');
    }
  });
});
