// Renders a run's measurements and verdicts (bench/verdicts.ts) as BENCHMARKS.md, the SVG chart
// and the stdout table. Pure functions of the measurements: every number in the outputs comes from a run.

import { renderLoopMarkdown } from './loop-report.js';
import { fmtInt, fmtMb, fmtMs, fmtPct, fmtPerItem, fmtRatio } from './format.js';
import { renderTimeRatios } from './time-ratios.js';
import type { PageMeasurement } from './pages.js';
import type { SnapshotProfile } from './snapshot-profile.js';
import { TIME_REGRESSION_LIMIT } from './targets.js';
import {
  LINEAR_GROWTH_LIMIT,
  callCounts,
  cdpObserveRatio,
  changesFigure,
  htmlRatio,
  hintVsElement,
  observeRatio,
  timeRatio,
  tokenRatio,
  verdictLine,
  verdictWord,
} from './verdicts.js';
import type { Analysis, BenchResults, Slope } from './verdicts.js';

// ------------------------------------------------------------------------- stdout

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function renderSummary(results: BenchResults, analysis: Analysis): string {
  const rows = results.pages.map((p) => [
    p.spec.label,
    fmtInt(p.ours.tokens),
    fmtInt(p.playwright.tokens),
    fmtInt(p.html.tokens),
    fmtRatio(tokenRatio(p)),
    fmtMs(p.ours.medianMs),
    fmtMs(p.playwright.medianMs),
    fmtRatio(timeRatio(p)),
    fmtMs(p.observe.medianMs),
    fmtMs(p.observe.bareEvaluateMedianMs),
    p.memory ? fmtMb(p.memory.peakKb) : '—',
  ]);
  const out = [
    table(
      [
        'page',
        'ours tok',
        'PW tok',
        'HTML tok',
        'PW/ours',
        'ours ms',
        'PW ms',
        'ours/PW',
        'observe',
        'bare eval',
        'peak RSS',
      ],
      rows,
    ),
    '',
    ...(results.profiles?.length ? [renderSnapshotProfile(results), ''] : []),
    ...analysis.verdicts.map(verdictLine),
  ];
  return out.join('\n');
}

// ------------------------------------------------------------------------- SVG

const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tokens against items, log-log, for both tools and the HTML; hand-rolled SVG. */
export function renderSvg(results: BenchResults): string {
  const listings = results.pages
    .filter((p) => p.spec.items !== undefined)
    .sort((a, b) => a.spec.items! - b.spec.items!);
  const W = 760;
  const H = 460;
  const m = { left: 78, right: 28, top: 48, bottom: 58 };
  // Drawn in this order: the HTML underneath, ours on top.
  const series = [
    {
      name: 'page HTML',
      sub: 'document.documentElement.outerHTML',
      color: '#8a9199',
      dash: '6 4',
      label: 'none',
      value: (p: PageMeasurement) => p.html.tokens,
    },
    {
      name: 'browser_snapshot',
      sub: 'Playwright MCP',
      color: '#d0651b',
      dash: '',
      label: 'above',
      value: (p: PageMeasurement) => p.playwright.tokens,
    },
    {
      name: 'semantic_snapshot',
      sub: 'ours',
      color: '#1f7a70',
      dash: '',
      label: 'below',
      value: (p: PageMeasurement) => p.ours.tokens,
    },
  ];
  const values = listings.flatMap((p) => series.map((s) => s.value(p))).filter((v) => v > 0);
  const xs = listings.map((p) => p.spec.items!);
  const decade = (v: number, up: boolean) => 10 ** (up ? Math.ceil(Math.log10(v)) : Math.floor(Math.log10(v)));
  const lx0 = Math.log10(decade(Math.min(...xs, 10), false));
  // A little room right of the largest page for its labels.
  const lx1 = Math.log10(Math.max(...xs, 100)) + 0.3;
  const y0 = decade(Math.min(...values, 100), false);
  const y1 = decade(Math.max(...values, 1000), true);
  const px = (v: number) => m.left + ((Math.log10(v) - lx0) / (lx1 - lx0)) * (W - m.left - m.right);
  const py = (v: number) =>
    H - m.bottom - ((Math.log10(v) - Math.log10(y0)) / (Math.log10(y1) - Math.log10(y0))) * (H - m.top - m.bottom);
  const tick = (v: number) => (v >= 1e6 ? `${v / 1e6}M` : v >= 1e3 ? `${v / 1e3}k` : String(v));
  const dash = (d: string) => (d ? ` stroke-dasharray="${d}"` : '');

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="12">`,
  );
  parts.push(`<title>Tokens (o200k_base) against items on the generated listing page</title>`);
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  parts.push(
    `<text x="${m.left}" y="28" font-size="15" font-weight="600" fill="#1c2228">Tokens per snapshot against listing items (log-log, o200k_base)</text>`,
  );
  for (let v = 10 ** lx0; Math.log10(v) <= lx1 + 1e-9; v *= 10) {
    parts.push(
      `<line x1="${px(v).toFixed(1)}" y1="${m.top}" x2="${px(v).toFixed(1)}" y2="${H - m.bottom}" stroke="#e3e6e9"/>`,
    );
    parts.push(
      `<text x="${px(v).toFixed(1)}" y="${H - m.bottom + 18}" text-anchor="middle" fill="#4d5760">${tick(v)}</text>`,
    );
  }
  for (let v = y0; v <= y1; v *= 10) {
    parts.push(
      `<line x1="${m.left}" y1="${py(v).toFixed(1)}" x2="${W - m.right}" y2="${py(v).toFixed(1)}" stroke="#e3e6e9"/>`,
    );
    parts.push(
      `<text x="${m.left - 8}" y="${(py(v) + 4).toFixed(1)}" text-anchor="end" fill="#4d5760">${tick(v)}</text>`,
    );
  }
  parts.push(
    `<rect x="${m.left}" y="${m.top}" width="${W - m.left - m.right}" height="${H - m.top - m.bottom}" fill="none" stroke="#9aa3ab"/>`,
  );
  parts.push(
    `<text x="${(m.left + W - m.right) / 2}" y="${H - 16}" text-anchor="middle" fill="#1c2228">items on the page</text>`,
  );
  parts.push(
    `<text transform="translate(22 ${(m.top + H - m.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="#1c2228">tokens</text>`,
  );
  for (const s of series) {
    const points = listings
      .filter((p) => s.value(p) > 0)
      .map((p) => [px(p.spec.items!), py(s.value(p)), s.value(p), p.spec.items!] as const);
    if (points.length > 1) {
      parts.push(
        `<polyline fill="none" stroke="${s.color}" stroke-width="2.5"${dash(s.dash)} points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}"/>`,
      );
    }
    for (const [x, y, v, items] of points) {
      parts.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="${s.color}"><title>${escapeXml(`${s.name} (${s.sub}), ${fmtInt(items)} items: ${fmtInt(v)} tokens`)}</title></circle>`,
      );
      if (s.label === 'above')
        parts.push(
          `<text x="${(x - 8).toFixed(1)}" y="${(y - 10).toFixed(1)}" text-anchor="end" font-size="10.5" fill="${s.color}">${escapeXml(fmtInt(v))}</text>`,
        );
      if (s.label === 'below')
        parts.push(
          `<text x="${(x + 8).toFixed(1)}" y="${(y + 16).toFixed(1)}" font-size="10.5" fill="${s.color}">${escapeXml(fmtInt(v))}</text>`,
        );
    }
  }
  // Legend, top left inside the plot, ours first.
  const lx = m.left + 16;
  parts.push(
    `<rect x="${m.left + 6}" y="${m.top + 6}" width="272" height="${series.length * 34 + 8}" fill="#ffffff" fill-opacity="0.92" stroke="#e3e6e9"/>`,
  );
  [...series].reverse().forEach((s, index) => {
    const ly = m.top + 24 + index * 34;
    parts.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="${s.color}" stroke-width="2.5"${dash(s.dash)}/>`,
    );
    parts.push(`<text x="${lx + 32}" y="${ly + 4}" font-size="12" fill="#1c2228">${escapeXml(s.name)}</text>`);
    parts.push(`<text x="${lx + 32}" y="${ly + 18}" font-size="10.5" fill="#4d5760">${escapeXml(s.sub)}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

// ------------------------------------------------------------------------- markdown

/**
 * Where a snapshot's time goes, step by step in the page (bench/snapshot-profile.ts), then what
 * carrying the result and our server add (the page measurements of the same listing).
 */
export function renderSnapshotProfile(results: BenchResults): string {
  const profiles = results.profiles ?? [];
  const perHint = (ms: number, profile: SnapshotProfile) => `${((ms * 1000) / profile.hints).toFixed(1)} µs`;
  const pageOf = (profile: SnapshotProfile) =>
    results.pages.find((p) =>
      profile.layout === 'lean' ? p.spec.key === `listing-lean-${profile.items}` : p.spec.items === profile.items,
    );
  const cells = (pick: (profile: SnapshotProfile, page: PageMeasurement | undefined) => number | undefined) =>
    profiles.flatMap((profile) => {
      const ms = pick(profile, pageOf(profile));
      return ms === undefined || !Number.isFinite(ms) ? ['—', '—'] : [fmtMs(ms), perHint(ms, profile)];
    });
  const rows = [
    ...profiles[0]!.steps.map(({ step }, i) => [step, ...cells((profile) => profile.steps[i]!.ms)]),
    ['**the computation in the page**', ...cells((profile) => profile.computeMs)],
    [
      'our read over CDP from the bench, the result serialised (median, taking turns with the next row)',
      ...cells((profile) => profile.oursReadMs),
    ],
    [
      "Playwright's ARIA snapshot for AI (`page.ariaSnapshot({ mode: 'ai' })`), per **DOM element** (median)",
      ...profiles.flatMap((profile) => [
        fmtMs(profile.playwrightMs),
        `${((profile.playwrightMs * 1000) / profile.elements).toFixed(1)} µs`,
      ]),
    ],
    ['**a hint ÷ one of its elements**', ...profiles.flatMap((profile) => ['', fmtRatio(hintVsElement(profile))])],
    ['the same read over CDP, the page measurements above (median)', ...cells((_, page) => page?.oursInPageMedianMs)],
    ['`semantic_snapshot` through our server and MCP (median)', ...cells((_, page) => page?.ours.medianMs)],
  ];
  const hot = profiles.map(
    (profile) =>
      `${profile.layout} listing, ${fmtInt(profile.items)} items: ${profile.hotspots.map((h) => `\`${h.name}\` ${fmtPct(h.share)}`).join(', ')}`,
  );
  return [
    "## Profile: where a snapshot's time goes",
    '',
    `V8's sampling profiler over our in-page snapshot of each listing (${profiles.map((p) => `${p.runs} snapshots of the ${p.layout} listing of ${fmtInt(p.items)} items: ${fmtInt(p.hints)} hints, ${fmtInt(p.elements)} elements`).join('; ')}), in a tab of the bench's own, with the page code built unminified so that the profile names its steps. The cards listing is the bench's (a card of unhinted text per item); the lean one is a plain list of a hinted link, price and button per item, where Playwright's snapshot is cheap. Each sample is charged to the innermost step on its stack (a visibility check made to name a region counts as visibility); each step's share of the profiled time is applied to the computation timed without the profiler, which slows the page down. The result's JSON is timed alone. Beside each time, its cost per hint the page holds; Playwright's row is per element of the page. Our read and Playwright's take turns over the same connection, so that the machine's load weighs on both alike. The last two rows are the page measurements above, taken at other moments of the run: the layers a call crosses, each including the one before.`,
    '',
    mdTable(['step', ...profiles.flatMap((p) => [`${p.layout}, ${fmtInt(p.items)} items`, 'per hint'])], rows),
    '',
    "Where the profiler found the snapshot most (a function's own time, not its callees'):",
    '',
    ...hot.map((line) => `- ${line}`),
  ].join('\n');
}

function mdTable(header: string[], rows: string[][], align?: string[]): string {
  const sep = header.map((_, i) => align?.[i] ?? (i === 0 ? ':--' : '--:'));
  return [`| ${header.join(' | ')} |`, `| ${sep.join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function pageSection(p: PageMeasurement, results: BenchResults): string {
  const rows = [
    [
      '`semantic_snapshot` (ours)',
      fmtInt(p.ours.chars),
      fmtInt(p.ours.tokens),
      '1×',
      fmtMs(p.ours.firstMs),
      fmtMs(p.ours.medianMs),
      '1×',
    ],
    [
      '`browser_snapshot` (Playwright MCP)',
      fmtInt(p.playwright.chars),
      fmtInt(p.playwright.tokens),
      fmtRatio(tokenRatio(p)),
      fmtMs(p.playwright.firstMs),
      fmtMs(p.playwright.medianMs),
      fmtRatio(p.playwright.medianMs / p.ours.medianMs),
    ],
    ['page HTML (`outerHTML`)', fmtInt(p.html.chars), fmtInt(p.html.tokens), fmtRatio(htmlRatio(p)), '—', '—', '—'],
  ];
  const o = p.observe;
  const notes = [
    `Time: ours is ${fmtRatio(timeRatio(p))} of Playwright MCP's (${callCounts(p.spec)}; "first" is the first call after the navigation). Where ours goes: the snapshot's computation inside the page ${fmtMs(p.oursComputeMs)}; called over CDP from the bench, with the result serialised, ${fmtMs(p.oursInPageMedianMs)}; through our server and MCP ${fmtMs(p.ours.medianMs)}.`,
    `Where our tokens go: ${p.oursBreakdown.map((b) => `${b.key} ${fmtInt(b.tokens)}`).join(', ')}; JSON keys and punctuation are ${fmtPct(1 - p.oursValueTokens / p.ours.tokens)} of them. We report ${fmtInt(p.oursElements)} elements (entries, collections and their rows) at ${(p.ours.tokens / p.oursElements).toFixed(1)} tokens each; Playwright MCP's snapshot has ${fmtInt(p.playwrightNodes)} nodes at ${(p.playwright.tokens / p.playwrightNodes).toFixed(1)} tokens each.`,
    `\`semantic_observe({id: "${o.id}"})\`: ${fmtMs(o.medianMs)} against ${fmtMs(o.bareEvaluateMedianMs)} for \`bare_evaluate\` on the same connection (${fmtRatio(observeRatio(p))}). From the bench process, without MCP: a CDP \`Runtime.evaluate\` of \`1\` ${fmtMs(o.cdpEvaluateMedianMs)} (observe is ${fmtRatio(cdpObserveRatio(p))} of it), playwright \`page.evaluate(() => 1)\` ${fmtMs(o.pageEvaluateMedianMs)}, the in-page observe over CDP ${fmtMs(o.inPageMedianMs)}, its computation inside the page ${fmtMs(o.computeMs)}; an MCP ping to our server ${fmtMs(o.mcpPingMedianMs)} (medians of ${o.samples} calls; the computation is a mean of ${o.samples} runs in the page).`,
    `\`semantic_snapshot({changes: true})\` right after a full snapshot, in pairs taking turns to go first: ${changesFigure(p)}.`,
    ...(p.check
      ? [
          `State check: \`${p.check.id}\` is ${JSON.stringify(p.check.actual)}${p.check.actual === p.check.expected ? ' as intended' : `, expected ${JSON.stringify(p.check.expected)}: the page was not in the intended state`}.`,
        ]
      : []),
    p.oursDefaultCeiling.omitted > 0
      ? `At the default ceiling (${fmtInt(results.settings.defaultCeiling)} bytes of JSON) our response is ${fmtInt(p.oursDefaultCeiling.chars)} characters / ${fmtInt(p.oursDefaultCeiling.tokens)} tokens, with ${fmtInt(p.oursDefaultCeiling.omitted)} rows left out and a \`truncated\` note; the figures above are the full output (ceiling raised to ${fmtInt(results.settings.raisedCeiling)}).`
      : `The default ceiling (${fmtInt(results.settings.defaultCeiling)} bytes of JSON) does not cut this page: ${fmtInt(p.oursDefaultCeiling.chars)} characters.`,
    `Playwright MCP's \`browser_navigate\` took ${fmtMs(p.navigate.ms)}${p.navigate.error ? ` and failed (\`${p.navigate.error}\`)` : ''}; the page then needed ${fmtMs(p.settleMs)} before it answered a bare evaluate.${p.tabs !== 1 ? ` ${p.tabs} tabs were open.` : ''}`,
    p.memory
      ? `Our server's peak RSS ${p.memory.peakKb ? fmtMb(p.memory.peakKb) : '—'}${p.memory.peakReset ? ' (peak reset before this page)' : ' (peak since start: the OS did not allow a reset)'}, ${fmtMb(p.memory.currentKb)} at the end of the page.`
      : 'Peak RSS: not available on this OS.',
    ...(p.ours.error ? [`Our calls: ${p.ours.error}`] : []),
    ...(p.playwright.error ? [`Playwright MCP's calls: ${p.playwright.error}`] : []),
    ...(!p.ours.stable || !p.playwright.stable
      ? [`Output size varied between calls (${!p.ours.stable ? 'ours' : 'Playwright MCP'}).`]
      : []),
  ];
  return [
    `### ${p.spec.label} — \`${p.spec.path}\``,
    '',
    mdTable(['', 'chars', 'tokens', 'tokens ÷ ours', 'first call', 'median', 'time ÷ ours'], rows),
    '',
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
}

export function renderMarkdown(results: BenchResults, analysis: Analysis, svgPath: string): string {
  const { system, pages } = results;
  const out: string[] = [];
  out.push('# Benchmarks');
  out.push('');
  out.push(
    `Generated by \`npm run bench\` on ${results.startedAt} in ${(results.durationMs / 1000).toFixed(0)} s. Every number below comes from that run; do not edit it by hand, rerun the bench.`,
  );
  out.push('');
  out.push('## Machine');
  out.push('');
  out.push(
    mdTable(
      ['', ''],
      [
        ['CPU', system.cpu],
        ['cores', String(system.cores)],
        ['memory', `${system.memoryGiB} GiB`],
        ['OS', system.os],
        [
          '1-minute load average, start / end of the run',
          `${system.loadAtStart.toFixed(2)} / ${results.loadAtEnd.toFixed(2)}`,
        ],
        ...system.versions.map((v) => [v.name, v.version]),
      ],
      [':--', ':--'],
    ),
  );
  out.push('');
  out.push('## Method');
  out.push('');
  out.push(
    [
      '- One headless Chromium with a CDP port; the example shop (`examples/server.ts`) on loopback; our server (`semantic_snapshot`, `semantic_observe`), built as `npm run build` builds it and run with `node` as users run it (bench/built-server.ts), and the official `@playwright/mcp`, each a child process spoken to over stdio by the MCP SDK client, both attached to that Chromium. Everything runs on one tab.',
      '- On each page Playwright MCP navigates (`browser_navigate`); the bench then waits until the page answers a bare evaluate (work left running in the page is not charged to the next call) and calls `semantic_snapshot` and `browser_snapshot` alternately, without arguments, on the same tab.',
      "- Sizes are of each tool's result text (the first content block), and of `document.documentElement.outerHTML`; tokens are o200k_base (`gpt-tokenizer/encoding/o200k_base`).",
      `- Our measured server runs with \`SEMANTIC_HINTS_MAX_RESPONSE_CHARS=${results.settings.raisedCeiling}\` so that no page is cut; a second instance with the default ceiling (${fmtInt(results.settings.defaultCeiling)} bytes of JSON) gives the size a default install returns.`,
      "- Latency is wall time around the MCP client's `callTool`, so it includes stdio, JSON-RPC and the client's output-schema check. The cart holds three products, added through Playwright MCP's `browser_click` on `[data-semtag-id='products.grid.item.<key>.add']`.",
      `- \`semantic_observe\` is timed against ${results.settings.observeBaseline}. Both calls take the same path (stdio, JSON-RPC, input and output schemas, the call queue, the page choice) and differ only in what they do in the page, so the ratio is what observe costs beyond the least round trip. Shown too, from the bench process without MCP: a CDP \`Runtime.evaluate\` of \`1\`, playwright's \`page.evaluate(() => 1)\`, the in-page observe over CDP; and an MCP ping to our server.`,
      "- `semantic_snapshot({changes: true})` is timed against the full snapshot of the same page in pairs, taking turns to go first, the page's garbage collected (CDP `HeapProfiler.collectGarbage`) before each call so that neither pays for the other's; each pair gives a ratio, and the figure is their median with a 95% interval.",
      "- Peak RSS is our measured server's `VmHWM` from `/proc/<pid>/status`, reset before each page through `/proc/<pid>/clear_refs`.",
      '- Every time target is a ratio of two figures measured in the same run, their calls interleaved, so that the load of the machine (its load average is under Machine) weighs on both sides alike; absolute times rise and fall with that load.',
    ].join('\n'),
  );
  out.push('');
  out.push('## Targets');
  out.push('');
  out.push(
    mdTable(
      ['target', 'result', 'figure'],
      analysis.verdicts.map((v) => [
        v.target,
        `**${verdictWord(v)}**`,
        v.figure + (v.retired ? `<br>${v.retired}` : v.why ? `<br>why: ${v.why}` : ''),
      ]),
      [':--', ':--', ':--'],
    ),
  );
  out.push('');
  out.push(renderTimeRatios(results.timeRatios));
  if (results.coldStart) {
    const c = results.coldStart;
    out.push('## Cold start');
    out.push('');
    out.push(
      `On \`${c.path}\`, ${c.rounds} starts of each server, alternating which goes first; the tab is emptied (\`about:blank\`) before each. Ours: spawn \`node\` on the bin as \`npm run build\` builds it (scripts/bundle-server.ts: the server in one file with its packages but playwright-core; Node's compile cache on, in its default folder, so that every start but a machine's first reads compiled code), the MCP handshake, the page navigated by the bench, then \`semantic_snapshot\` (which attaches to the browser). Playwright MCP: spawn its \`cli.js\` with \`--cdp-endpoint\`, the handshake, then \`browser_navigate\`, which answers with its snapshot. Ours ${c.oursSamplesMs.map(fmtMs).join(', ')} (median ${fmtMs(c.oursMs)}); Playwright MCP's ${c.playwrightSamplesMs.map(fmtMs).join(', ')} (median ${fmtMs(c.playwrightMs)}).`,
    );
    out.push('');
    out.push(
      mdTable(
        ['phase', 'median'],
        [
          ...c.oursPhases.map((p) => [`ours: ${p.name}`, fmtMs(p.ms)]),
          ...c.playwrightPhases.map((p) => [`Playwright MCP: ${p.name}`, fmtMs(p.ms)]),
        ],
        [':--', '--:'],
      ),
    );
    out.push('');
  }
  if (results.loop) out.push(renderLoopMarkdown(results.loop));
  out.push('## Summary');
  out.push('');
  out.push(
    mdTable(
      [
        'page',
        'ours tokens',
        'Playwright MCP tokens',
        'HTML tokens',
        'PW ÷ ours',
        'HTML ÷ ours',
        'ours median',
        'PW median',
        'ours ÷ PW',
        'observe',
        'bare_evaluate',
        'observe ÷ bare',
        'observe ÷ CDP evaluate',
        'peak RSS',
      ],
      pages.map((p) => [
        p.spec.label,
        fmtInt(p.ours.tokens),
        fmtInt(p.playwright.tokens),
        fmtInt(p.html.tokens),
        fmtRatio(tokenRatio(p)),
        fmtRatio(htmlRatio(p)),
        fmtMs(p.ours.medianMs),
        fmtMs(p.playwright.medianMs),
        fmtRatio(timeRatio(p)),
        fmtMs(p.observe.medianMs),
        fmtMs(p.observe.bareEvaluateMedianMs),
        fmtRatio(observeRatio(p)),
        fmtRatio(cdpObserveRatio(p)),
        p.memory ? fmtMb(p.memory.peakKb) : '—',
      ]),
    ),
  );
  out.push('');
  out.push(`![Tokens against items, log-log](${svgPath})`);
  out.push('');
  out.push(`[Tokens against items (SVG)](${svgPath}), log-log, for the generated listing pages.`);
  out.push('');

  if (analysis.linearity) {
    const l = analysis.linearity;
    out.push('## Linearity');
    out.push('');
    out.push(
      mdTable(
        ['items', 'ours tokens', 'tokens / item', 'ours median', 'ms / item', 'in-page', 'PW tokens', 'PW median'],
        l.rows.map((r) => [
          fmtInt(r.items),
          fmtInt(r.oursTokens),
          (r.oursTokens / r.items).toFixed(1),
          fmtMs(r.oursMs),
          (r.oursMs / r.items).toFixed(3),
          fmtMs(r.oursInPageMs),
          fmtInt(r.theirTokens),
          fmtMs(r.theirMs),
        ]),
      ),
    );
    out.push('');
    const [a, b, c] = l.rows.map((r) => fmtInt(r.items));
    const slopeRow = (name: string, s: Slope, unit: string) => [
      name,
      `${fmtPerItem(s.low, unit)}`,
      `${fmtPerItem(s.high, unit)}`,
      fmtRatio(s.growth),
    ];
    out.push(
      mdTable(
        ['marginal cost per added item', `${a} → ${b}`, `${b} → ${c}`, 'growth'],
        [
          slopeRow('ours, tokens', l.oursTokens, 'tokens'),
          slopeRow('ours, time (MCP)', l.oursMs, 'ms'),
          slopeRow('ours, time (in-page only)', l.oursInPageMs, 'ms'),
          slopeRow('Playwright MCP, tokens', l.theirTokens, 'tokens'),
          slopeRow('Playwright MCP, time', l.theirMs, 'ms'),
        ],
      ),
    );
    out.push('');
    out.push(
      `Growth is the second marginal cost divided by the first: 1× is linear; the target counts up to ${LINEAR_GROWTH_LIMIT}× as linear.`,
    );
    out.push('');
  }

  out.push('## Pages');
  out.push('');
  for (const p of pages) {
    out.push(pageSection(p, results));
    out.push('');
  }

  if (results.profiles?.length) {
    out.push(renderSnapshotProfile(results));
    out.push('');
  }

  if (results.cold.length > 0) {
    out.push('## Profile: the first read of a page nobody has read yet');
    out.push('');
    out.push(
      "The first time a script reads `element.labels` of an element, Chromium walks the document for the `<label>`s that point at it, and then caches the list for every world and every later reader. Playwright's accessible-name code reads it for every button and input, so on a page nobody has read yet it costs labelable elements × document size. The bench loads each page in a tab of its own and times, over CDP with nothing before it, our in-page snapshot and, on a second fresh load, a `labels` read of the same hinted elements alone:",
    );
    out.push('');
    out.push(
      mdTable(
        [
          'items',
          'labelable hints',
          'our snapshot, first call',
          'second call',
          '`labels` of those hints alone, fresh load',
          'our snapshot after that',
        ],
        results.cold.map((c) => [
          fmtInt(c.items),
          fmtInt(c.labelable),
          fmtMs(c.snapshotColdMs),
          fmtMs(c.snapshotWarmMs),
          fmtMs(c.labelsColdMs),
          fmtMs(c.snapshotAfterLabelsMs),
        ]),
      ),
    );
    if (results.cold.length >= 2) {
      const [small, large] = [results.cold[0]!, results.cold[results.cold.length - 1]!];
      const itemsGrowth = large.items / small.items;
      const coldGrowth = large.snapshotColdMs / small.snapshotColdMs;
      out.push('');
      out.push(
        `From ${fmtInt(small.items)} to ${fmtInt(large.items)} items (${fmtRatio(itemsGrowth)}), the \`labels\` read grows ${fmtRatio(large.labelsColdMs / small.labelsColdMs)}, and our first call on a cold page ${fmtRatio(coldGrowth)} (${fmtRatio(large.snapshotColdMs / large.snapshotWarmMs)} of our second call at ${fmtInt(large.items)}): ` +
          (coldGrowth <= itemsGrowth * LINEAR_GROWTH_LIMIT
            ? 'our snapshot stays linear on a cold page.'
            : 'our snapshot pays the quadratic read on a cold page.'),
      );
    }
    const largest = [...pages]
      .filter((p) => p.spec.items !== undefined)
      .sort((a, b) => b.spec.items! - a.spec.items!)[0];
    if (largest) {
      out.push('');
      out.push(
        `In the side-by-side run, Playwright MCP's \`browser_navigate\` builds the first snapshot of each page. On ${largest.spec.label} it took ${fmtMs(largest.navigate.ms)}${largest.navigate.error ? ` and failed (\`${largest.navigate.error}\`)` : ''}, and the page stayed busy for ${fmtMs(largest.settleMs)} after it returned; its later \`browser_snapshot\` calls of the same page took ${fmtMs(largest.playwright.medianMs)} (median).`,
      );
    }
    out.push('');
  }

  out.push('## How to reproduce');
  out.push('');
  out.push(
    [
      '```sh',
      'npm install',
      'npm run bench        # = tsx bench/run.ts; needs a Chromium (found automatically, or set CHROMIUM=/path/to/chromium)',
      '```',
      '',
      `It starts its own headless Chromium, the example shop, both MCP servers, measures every page above, rewrites this file and \`bench/tokens-vs-items.svg\`, prints a summary, and stops everything it started. It exits non-zero when a guard fails (a time ratio more than ${Math.round((TIME_REGRESSION_LIMIT - 1) * 100)}% worse than recorded here, a task dearer in tokens). Parts of it print their figures and write nothing: \`npx tsx bench/run.ts --quick\` (the 20-item listing, once), \`--pages=home,listing-10000\` (those pages), \`--cold-start\`, \`--profile\` (the snapshot profile), \`--tasks\` (the tokens per task).`,
    ].join('\n'),
  );
  out.push('');
  return out.join('\n');
}
