// BENCHMARKS.md's "Tokens per task" section and its targets, from bench/loop.ts's measurements.
// Pure functions: every number comes from the run.

import { fmtInt, fmtMs, fmtMsMore, fmtPct } from './format.js';
import type { LoopResults } from './loop.js';
import { median } from './numbers.js';
import type { DeltaSample, TaskResult, WayResult } from './task-runner.js';
import { DELTA_RATIO_TARGET, TASK_RATIO_TARGET, TOOL_DEFINITION_BUDGET } from './targets.js';

export interface LoopVerdict {
  target: string;
  met: boolean;
  figure: string;
  why?: string;
  /** Set when the figure is shown but not judged: why it is not. */
  retired?: string;
  /** A guard against regressions: missed, it makes the run exit non-zero. */
  guard?: boolean;
}

const ratio = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '—');
const passed = (way: WayResult): boolean => way.failures.length === 0;

/** Playwright MCP alone ÷ the companion loop; a companion failure is never a win (the ratio then is NaN). */
export function taskRatio(task: TaskResult): number {
  return passed(task.companion) ? task.playwright.tokens / task.companion.tokens : Number.NaN;
}

/**
 * The most a task's ratio could reach if every read after the companion's first look cost nothing:
 * Playwright MCP alone ÷ (the first full snapshot and the actions). Below the target, it tells a
 * task whose first look alone rules the target out from one whose later reads cost too much.
 */
export function firstLookCeiling(task: TaskResult): number {
  const calls = task.companion.calls;
  const firstLook = calls.find((call) => call.tool.startsWith('semantic_snapshot'));
  const actions = calls.filter((call) => call.tool.startsWith('browser_'));
  const floor = (firstLook?.tokens ?? 0) + actions.reduce((sum, call) => sum + call.tokens, 0);
  return floor > 0 ? task.playwright.tokens / floor : Number.NaN;
}

/**
 * The most a task's ratio could reach if JSON's syntax cost nothing: Playwright MCP alone ÷ what
 * the companion's answers say (their strings, numbers and booleans) and its actions in full. When
 * it clears the target and the ratio misses it, what the answers say would allow the target and
 * their syntax does not; the answers stay JSON, so savings must come from saying less.
 */
export function syntaxFreeCeiling(task: TaskResult): number {
  const floor = task.companion.calls.reduce((sum, call) => sum + (call.scalarTokens ?? call.tokens), 0);
  return floor > 0 ? task.playwright.tokens / floor : Number.NaN;
}

/** The companion loop's tokens by tool, over every task, largest first. */
export function tokensByTool(tasks: TaskResult[]): Array<{ tool: string; tokens: number; calls: number }> {
  const byTool = new Map<string, { tokens: number; calls: number }>();
  for (const task of tasks)
    for (const call of task.companion.calls) {
      const entry = byTool.get(call.tool) ?? { tokens: 0, calls: 0 };
      entry.tokens += call.tokens;
      entry.calls++;
      byTool.set(call.tool, entry);
    }
  return [...byTool].map(([tool, v]) => ({ tool, ...v })).sort((a, b) => b.tokens - a.tokens);
}

/** The per-task ratio over some tasks: worst and median, failed checks, and why each below the target is. */
function ratioVerdict(target: string, tasks: TaskResult[]): LoopVerdict {
  const worst = tasks.reduce<TaskResult | undefined>(
    (a, b) => (!a || !(taskRatio(b) >= taskRatio(a)) ? b : a),
    undefined,
  );
  const failing = tasks.filter((t) => !passed(t.companion));
  const below = tasks.filter((t) => !(taskRatio(t) >= TASK_RATIO_TARGET));
  return {
    target,
    met: tasks.length > 0 && below.length === 0,
    figure: `${tasks.length} tasks; worst ${worst ? `${ratio(taskRatio(worst))} (${worst.task.key})` : '—'}, median ${ratio(median(tasks.map(taskRatio).filter(Number.isFinite)))}; companion checks failed on ${failing.length}`,
    ...(below.length > 0
      ? {
          why: `below ${TASK_RATIO_TARGET}×: ${below
            .map(
              (t) =>
                `${t.task.key} ${ratio(taskRatio(t))} (with every read after the first full snapshot free, at most ${ratio(firstLookCeiling(t))}; with every read counted by its strings and numbers alone, JSON's syntax free, at most ${ratio(syntaxFreeCeiling(t))})`,
            )
            .join(', ')}. Where the companion's tokens go on those tasks is in the table by tool below.`,
        }
      : {}),
  };
}

/** The companion loop's tokens per task title, from the "Tokens per task" table of a BENCHMARKS.md. */
export function recordedCompanionTokens(markdown: string): Map<string, number> {
  const recorded = new Map<string, number>();
  const section = markdown.split('\n## Tokens per task\n')[1]?.split('\n#')[0] ?? '';
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | title | app | steps | PW tokens | calls | checks | companion tokens | calls | checks | ratio |
    const tokens = Number(cells[7]?.replace(/,/g, ''));
    if (cells.length === 12 && cells[1] !== 'task' && Number.isFinite(tokens) && tokens > 0)
      recorded.set(cells[1]!, tokens);
  }
  return recorded;
}

/** No task the last recorded run measured costs the companion loop more tokens now. */
function noWorseVerdict(tasks: TaskResult[], recorded: ReadonlyMap<string, number>): LoopVerdict {
  const compared = tasks.filter((t) => recorded.has(t.task.title));
  const worse = compared.filter((t) => t.companion.tokens > recorded.get(t.task.title)!);
  return {
    target: 'no task that the last recorded run measured costs the companion loop more tokens',
    met: compared.length > 0 && worse.length === 0,
    guard: true,
    figure: `${compared.length - worse.length} of ${compared.length} tasks no dearer (${compared
      .map((t) => `${t.task.key} ${fmtInt(recorded.get(t.task.title)!)} → ${fmtInt(t.companion.tokens)}`)
      .join(', ')})`,
    ...(worse.length > 0 ? { why: `dearer: ${worse.map((t) => t.task.key).join(', ')}` } : {}),
  };
}

export function analyseLoop(loop: LoopResults): LoopVerdict[] {
  const verdicts: LoopVerdict[] = [];
  const small = loop.tasks.filter((t) => !t.task.realSize);
  const real = loop.tasks.filter((t) => t.task.realSize);
  verdicts.push({
    ...ratioVerdict(
      `≥ ${TASK_RATIO_TARGET}× fewer tokens per task than Playwright MCP alone, on every task of the small fixture apps`,
      small,
    ),
    retired:
      'not judged: there one Playwright snapshot is 200–450 tokens and the action result alone bounds the ratio; the tasks on an app of real size are judged instead',
  });
  const onRealApps = ratioVerdict(
    `≥ ${TASK_RATIO_TARGET}× fewer tokens per task than Playwright MCP alone on each task across screens of an app of real size (a persistent header and navigation, lists of tens of rows, dialogs), every companion check passing`,
    real,
  );
  verdicts.push({
    ...onRealApps,
    met: onRealApps.met && !loop.componentAppProblem,
    ...(loop.componentAppProblem ? { why: `component-library tasks missing: ${loop.componentAppProblem}` } : {}),
  });
  if (loop.recorded) verdicts.push(noWorseVerdict(loop.tasks, loop.recorded));

  // The target concerns one list or one panel; deltas after a move to another screen are shown, not judged.
  const deltas = loop.tasks.flatMap((t) => t.deltas).filter((d) => d.effect !== 'screen');
  const worstDelta = deltas.reduce<(typeof deltas)[number] | undefined>(
    (a, b) => (!a || b.deltaTokens / b.fullTokens > a.deltaTokens / a.fullTokens ? b : a),
    undefined,
  );
  const over = deltas.filter((d) => d.deltaTokens / d.fullTokens > DELTA_RATIO_TARGET);
  verdicts.push({
    target: `delta ≤ ${DELTA_RATIO_TARGET}× a full snapshot after an action that changes one list or opens one panel`,
    met: deltas.length > 0 && over.length === 0,
    figure: `${deltas.length} deltas; median ${ratio(median(deltas.map((d) => d.deltaTokens / d.fullTokens)))}, worst ${worstDelta ? `${ratio(worstDelta.deltaTokens / worstDelta.fullTokens)} (${worstDelta.task}: ${worstDelta.step})` : '—'}`,
    ...(over.length > 0
      ? {
          why: over
            .map(
              (d) =>
                `${d.task} "${d.step}": ${fmtInt(d.deltaTokens)} of ${fmtInt(d.fullTokens)} tokens${d.fellBack ? ` (full snapshot: ${d.fellBack})` : ''}`,
            )
            .join('; '),
        }
      : {}),
  });

  verdicts.push(...screenMoveVerdicts(loop.tasks.flatMap((t) => t.deltas)));

  const w = loop.observeWait;
  const extra = w.waitMs - w.plainMs;
  verdicts.push({
    target: 'observe with a wait adds at most one round trip over a plain observe when the state is already there',
    met: extra <= w.roundTripMs,
    figure: `plain ${fmtMs(w.plainMs)}, with until already met ${fmtMs(w.waitMs)}: ${fmtMsMore(extra)}; one CDP round trip ${fmtMs(w.roundTripMs)} (medians of ${w.samples})`,
  });

  verdicts.push({
    target: `tool definitions ≤ ${TOOL_DEFINITION_BUDGET} tokens in total`,
    met: loop.definitions.total <= TOOL_DEFINITION_BUDGET,
    figure: `${fmtInt(loop.definitions.total)} tokens (${loop.definitions.tools.map((t) => `${t.name} ${fmtInt(t.tokens)}`).join(', ')})`,
  });
  return verdicts;
}

const answerOf = (d: DeltaSample): string => (d.fellBack ? `full snapshot (${d.fellBack})` : 'delta');

/**
 * The screen-move targets: a screen move that keeps some of what was listed (a header, a navigation,
 * tabs) comes as a delta smaller than the full snapshot, and no `changes` answer is larger than the
 * full snapshot of the same state.
 */
export function screenMoveVerdicts(deltas: DeltaSample[]): LoopVerdict[] {
  const keeping = deltas.filter((d) => d.move && d.move.kept > 0);
  const notDelta = keeping.filter((d) => d.fellBack || d.deltaTokens >= d.fullTokens);
  const larger = deltas.filter((d) => d.deltaTokens > d.fullTokens);
  const fullAnswers = larger.filter((d) => d.fellBack);
  const excess = (d: DeltaSample) =>
    `${d.task} "${d.step}": ${fmtInt(d.deltaTokens)} of ${fmtInt(d.fullTokens)} tokens`;
  return [
    {
      target:
        'every screen move that keeps a header or a navigation is answered as a delta, smaller than the full snapshot of the same state',
      met: keeping.length > 0 && notDelta.length === 0,
      figure: `${keeping.length - notDelta.length} of ${keeping.length} such moves answered as a smaller delta`,
      ...(notDelta.length > 0
        ? {
            why: notDelta
              .map((d) => `${d.task} "${d.step}" (kept ${d.move!.kept} of ${d.move!.of} ids): ${answerOf(d)}`)
              .join('; '),
          }
        : {}),
    },
    {
      target: 'no `changes` answer is larger than the full snapshot of the same state',
      met: deltas.length > 0 && larger.length === 0,
      figure: `${larger.length} of ${deltas.length} answers larger${larger.length > 0 ? `, by at most ${fmtInt(Math.max(...larger.map((d) => d.deltaTokens - d.fullTokens)))} tokens` : ''}`,
      ...(larger.length > 0
        ? {
            why: [
              ...(fullAnswers.length > 0
                ? [
                    `${fullAnswers.length} are the full snapshot and its \`full\` reason (${fullAnswers.map(excess).join('; ')})`,
                  ]
                : []),
              ...larger.filter((d) => !d.fellBack).map((d) => `a delta: ${excess(d)}`),
            ].join('; '),
          }
        : {}),
    },
  ];
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

const flagLabel = (flags: string[]): string => (flags.length === 0 ? '(as shipped)' : `\`${flags.join(' ')}\``);

export function renderLoopMarkdown(loop: LoopResults): string {
  const out: string[] = [];
  out.push('## Tokens per task');
  out.push('');
  out.push(
    [
      'Scripted tasks (`bench/tasks-shop.ts`, `bench/tasks-components.ts` on the Radix app, `bench/tasks-headless.ts` on the Headless UI app, `bench/tasks-crm.ts` on the CRM app: MUI, a persistent header and navigation, lists of tens of rows, dialogs), each step one action followed by a check of its effect, run two ways on the same Chromium with identical actions through the real `@playwright/mcp`:',
      '',
      '- **Playwright MCP alone**: `browser_snapshot` after every action (which also reads each new screen); when a check does not hold yet, `browser_wait_for` one second and snapshot again, up to three times.',
      `- **Companion loop** (\`references/browser-agent.md\`): Playwright MCP configured with ${flagLabel(loop.companionFlags)} acts; a full \`semantic_snapshot\` reads the app when the task opens it, \`semantic_snapshot({changes: true})\` follows an action that moves to another screen, changes a list or opens a panel (it answers in full when too much changed), \`semantic_observe\` (several ids, \`until\`) checks the values an action should change.`,
      '',
      'Tokens (o200k) are of every tool result the agent receives, actions included. A way whose check fails on a step fails the task; a companion failure is never counted as a win.',
    ].join('\n'),
  );
  out.push('');
  if (loop.componentAppProblem)
    out.push(`**The component-library apps' tasks are missing**: ${loop.componentAppProblem}\n`);
  out.push(
    table(
      [
        'task',
        'app',
        'steps',
        'PW alone tokens',
        'calls',
        'checks',
        'companion tokens',
        'calls',
        'checks',
        'PW ÷ companion',
      ],
      loop.tasks.map((t) => [
        t.task.title,
        t.task.app,
        String(t.steps),
        fmtInt(t.playwright.tokens),
        String(t.playwright.calls.length),
        passed(t.playwright) ? 'pass' : `**fail** (${t.playwright.failures.length})`,
        fmtInt(t.companion.tokens),
        String(t.companion.calls.length),
        passed(t.companion) ? 'pass' : `**fail** (${t.companion.failures.length})`,
        ratio(taskRatio(t)),
      ]),
    ),
  );
  out.push('');
  const failures = loop.tasks.flatMap((t) => [
    ...t.playwright.failures.map((f) => `- ${t.task.key}, Playwright MCP alone: ${f}`),
    ...t.companion.failures.map((f) => `- ${t.task.key}, companion: ${f}`),
  ]);
  if (failures.length > 0) {
    out.push('Failed checks:');
    out.push('');
    out.push(...failures);
    out.push('');
  }

  out.push("### Where the companion loop's tokens go");
  out.push('');
  const byTool = tokensByTool(loop.tasks);
  const all = byTool.reduce((sum, t) => sum + t.tokens, 0);
  out.push(
    table(
      ['tool', 'calls', 'tokens', 'share'],
      byTool.map((t) => [t.tool, String(t.calls), fmtInt(t.tokens), fmtPct(t.tokens / all)]),
    ),
  );
  out.push('');

  out.push('### Deltas (`semantic_snapshot({changes: true})`)');
  out.push('');
  out.push(
    table(
      ['task', 'step', 'effect', 'delta tokens', 'full snapshot tokens', 'delta ÷ full', 'answer'],
      loop.tasks.flatMap((t) =>
        t.deltas.map((d) => [
          t.task.key,
          d.step,
          d.effect,
          fmtInt(d.deltaTokens),
          fmtInt(d.fullTokens),
          ratio(d.deltaTokens / d.fullTokens),
          answerOf(d),
        ]),
      ),
    ),
  );
  out.push('');
  out.push(
    "The full snapshot beside each delta is of the same state, read by a second instance of our server (so that it does not move the first one's baseline).",
  );
  out.push('');
  out.push('### Screen moves');
  out.push('');
  out.push(
    table(
      ['task', 'step', 'from → to', 'ids kept', 'answer', 'tokens', 'full snapshot tokens'],
      loop.tasks.flatMap((t) =>
        t.deltas
          .filter((d) => d.move)
          .map((d) => [
            t.task.key,
            d.step,
            `${d.move!.from ?? '—'} → ${d.move!.to ?? '—'}`,
            `${d.move!.kept} of ${d.move!.of}`,
            answerOf(d),
            fmtInt(d.deltaTokens),
            fmtInt(d.fullTokens),
          ]),
      ),
    ),
  );
  out.push('');
  out.push(
    'Every `changes` read after an action that moves to another screen. Ids kept: of the ids the full snapshot after the move lists (entries and collections), those it listed before the move too: the header, navigation or tabs the screens share.',
  );
  out.push('');

  out.push('### Observe with a wait');
  out.push('');
  const w = loop.observeWait;
  out.push(
    table(
      ['call', 'median'],
      [
        [`\`semantic_observe({id: "${w.id}"})\``, fmtMs(w.plainMs)],
        [`the same with \`until: {value: <its current value>}\` (already met)`, fmtMs(w.waitMs)],
        ['`bare_evaluate` (page choice and one CDP evaluate, through MCP)', fmtMs(w.bareEvaluateMs)],
        ['one CDP `Runtime.evaluate` from the bench (one round trip)', fmtMs(w.roundTripMs)],
      ],
    ),
  );
  out.push('');
  out.push(
    `Medians of ${w.samples} interleaved calls. The wait runs inside the page's one evaluation (a MutationObserver, awaited by CDP), so a condition that already holds costs no extra round trip.`,
  );
  out.push('');

  out.push('### The companion configuration of Playwright MCP');
  out.push('');
  const shipped = loop.flags[0];
  out.push(
    table(
      ['flags', 'action results, tokens', 'per action', 'saving', 'errors still reported', 'page URL after navigation'],
      loop.flags.map((f) => [
        flagLabel(f.flags),
        fmtInt(f.tokens),
        (f.tokens / f.actions).toFixed(1),
        shipped ? fmtPct(1 - f.tokens / shipped.tokens) : '—',
        f.reportsErrors ? 'yes' : '**no**',
        f.reportsUrl ? 'yes' : '**no**',
      ]),
    ),
  );
  out.push('');
  out.push(
    `The actions of the shop tasks (${shipped?.actions ?? 0} of them) replayed with each configuration. Recommended, and used by the companion loop above: ${flagLabel(loop.companionFlags)}.`,
  );
  out.push('');

  out.push('### Tool definitions');
  out.push('');
  out.push(
    table(
      ['tool', 'tokens'],
      [
        ...loop.definitions.tools.map((t) => [`\`${t.name}\``, fmtInt(t.tokens)]),
        ['total', `${fmtInt(loop.definitions.total)} (budget ${TOOL_DEFINITION_BUDGET})`],
      ],
    ),
  );
  out.push('');
  out.push(
    'Name, description and input schema of each tool exactly as `tools/list` sends them, serialised as JSON: what the model reads on every turn.',
  );
  out.push('');
  return out.join('\n');
}

export function renderLoopSummary(loop: LoopResults): string {
  return loop.tasks
    .map(
      (t) =>
        `${t.task.key.padEnd(18)} PW ${fmtInt(t.playwright.tokens).padStart(7)} (${passed(t.playwright) ? 'pass' : 'FAIL'})  companion ${fmtInt(t.companion.tokens).padStart(6)} (${passed(t.companion) ? 'pass' : 'FAIL'})  ${ratio(taskRatio(t))}`,
    )
    .join('\n');
}
