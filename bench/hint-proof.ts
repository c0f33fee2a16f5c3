// `semantic-hints hint` on real apps nobody here tuned for (bench/hint-proof-apps.ts): the unhinted
// source copied, the command run on it with --write from a saved review of its flow's routes (each
// route's first state, `--from`), the written app built as the real app is built, and then, with the
// unhinted build beside it, every flow walked on both: the DOM compared with the hints and the
// labels the command adds left out, the authors' hinted controls compared with the written hints
// (role, id prefix), and the review's coverage read in every state.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { serveFolder } from '../harness/static-server.js';
import { worldOf } from '../harness/page-world.js';
import { runCli } from '../src/cli/main.js';
import type { HintSuggestion } from '../src/page/types.js';
import { cliEnv } from '../test/support/cli.js';
import { flowStart, realAppFlows, settled } from '../test/support/real-apps.js';
import type { FlowStep } from '../test/support/real-apps.js';
import { MARKED_ARIA, PROOF_APPS, TRUTH_PREFIX } from './hint-proof-apps.js';
import type { ProofApp } from './hint-proof-apps.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The roles of hints an agent acts on: the controls whose role is compared (as bench/suggest-agreement.ts). */
const CONTROL_ROLES = ['navigation', 'action', 'option', 'input', 'select', 'toggle', 'slider'];

/** An authors' hinted control, as the written app hints it in the first state that shows it. */
export interface ProofControl {
  id: string;
  role: string;
  writtenRole?: string;
  writtenId?: string;
}

/** One element whose attributes differ between the two builds beyond hints and added labels. */
export interface DomDifference {
  state: string;
  what: string;
}

export interface ProofResult {
  app: string;
  kind: string;
  /** What keeps the misses, as named for the app (ProofApp.misses). */
  misses: string[];
  routes: string[];
  /** The command's time for all routes, in ms. */
  commandMs: number;
  written: number;
  files: number;
  unplaced: Array<{ reason: string; count: number }>;
  /** The second --write: true when it changed nothing. */
  idempotent: boolean;
  built: boolean;
  /** Type errors before and after, for a TypeScript app. */
  typeErrors?: { before: number; after: number; added: string[] };
  states: number;
  /** Elements compared in all states, and the labels the command added. */
  elements: number;
  labelsAdded: number;
  differences: DomDifference[];
  controls: ProofControl[];
  /** The review's coverage on the written app, per state. */
  coverage: number[];
  /** The same on the unhinted build. */
  coverageBefore: number[];
}

/** `pathname + search + hash` of a URL: a route as the command opens it on its own server. */
const routeOf = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
};

/** A page whose selectors name the authors' markers instead of their hints: the flows run unchanged. */
function onMarkers(page: Page): Page {
  const rewrite = (value: unknown): unknown =>
    typeof value === 'string'
      ? MARKED_ARIA.reduce(
          (text, name) => text.replaceAll(`[${name}=`, `[${TRUTH_PREFIX}${name}=`),
          value.replaceAll('data-semtag-', TRUTH_PREFIX),
        )
      : Array.isArray(value)
        ? value.map(rewrite)
        : value;
  return new Proxy(page, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args.map(rewrite));
    },
  });
}

interface DomEntry {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

/** The page's elements in document order: attributes (hints and markers left out) and own text. */
function readDom(page: Page): Promise<DomEntry[]> {
  return page.evaluate(
    ([hint, truth]) =>
      [...document.querySelectorAll('*')].map((element) => ({
        tag: element.localName,
        attributes: Object.fromEntries(
          element
            .getAttributeNames()
            .filter((name) => !name.startsWith(hint) && !name.startsWith(truth))
            .map((name) => [name, element.getAttribute(name) ?? '']),
        ),
        text: [...element.childNodes]
          .filter((node) => node.nodeType === 3)
          .map((node) => node.textContent)
          .join('')
          .trim()
          .slice(0, 200),
      })),
    ['data-semtag-', TRUTH_PREFIX] as const,
  );
}

/** Compares the written build's DOM with the unhinted one's: an aria-label only the written one has is an added label. */
function compareDom(
  state: string,
  plain: DomEntry[],
  written: DomEntry[],
): { differences: DomDifference[]; labels: number } {
  const differences: DomDifference[] = [];
  let labels = 0;
  if (plain.length !== written.length)
    differences.push({ state, what: `${written.length} elements, unhinted ${plain.length}` });
  for (let index = 0; index < Math.min(plain.length, written.length); index++) {
    const a = plain[index]!;
    const b = written[index]!;
    const names = new Set([...Object.keys(a.attributes), ...Object.keys(b.attributes)]);
    const changed = [...names].filter((name) => a.attributes[name] !== b.attributes[name]);
    const added = changed.filter((name) => name === 'aria-label' && a.attributes[name] === undefined);
    labels += added.length;
    const other = changed.filter((name) => !added.includes(name));
    if (a.tag !== b.tag || a.text !== b.text || other.length > 0) {
      differences.push({
        state,
        what:
          a.tag !== b.tag
            ? `<${b.tag}> where the unhinted build has <${a.tag}>`
            : a.text !== b.text
              ? `<${a.tag}> text "${b.text.slice(0, 40)}", unhinted "${a.text.slice(0, 40)}"`
              : `<${a.tag}> ${other.map((name) => `${name}="${b.attributes[name] ?? ''}" (unhinted "${a.attributes[name] ?? ''}")`).join(' ')}`,
      });
      // A shifted tree differs everywhere after: its first difference says it.
      if (a.tag !== b.tag) break;
    }
  }
  return { differences, labels };
}

/** Runs `fn(arg)` in the page, sent as source: tsx wraps named inner functions in a helper the page lacks. */
function inPage<A, R>(page: Page, fn: (arg: A) => R, arg: A): Promise<R> {
  return page.evaluate<R>(`(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`);
}

/** The authors' shown controls (markers), each with the control the written hints make of it. */
function readControls(page: Page): Promise<ProofControl[]> {
  return inPage(
    page,
    ([truth, roles]: readonly [string, readonly string[]]): ProofControl[] => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (element.closest('[inert]')) return false;
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (node.getBoundingClientRect().height === 0 && getComputedStyle(node).overflow !== 'visible') return false;
          if (node.localName === 'details' && !(node as HTMLDetailsElement).open && element.localName !== 'summary')
            return false;
        }
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const isControl = (element: Element) => roles.includes(element.getAttribute('data-semtag-role') ?? '');
      return [...document.querySelectorAll(`[${truth}id]`)]
        .filter((element) => roles.includes(element.getAttribute(`${truth}role`) ?? '') && shown(element))
        .map((element) => {
          // Its own written hint, else the one written control inside it, else the written control
          // it is a part of when that holds no other of the authors' hints.
          let written: Element | undefined = element.hasAttribute('data-semtag-role') ? element : undefined;
          if (!written) {
            const inside = [...element.querySelectorAll('[data-semtag-role]')].filter(isControl);
            if (inside.length === 1) written = inside[0];
          }
          if (!written) {
            let holder = element.parentElement;
            while (holder && !isControl(holder)) holder = holder.parentElement;
            if (holder && holder.querySelectorAll(`[${truth}id]`).length === 1) written = holder;
          }
          const role = written?.getAttribute('data-semtag-role');
          const id = written?.getAttribute('data-semtag-id');
          return {
            id: element.getAttribute(`${truth}id`)!,
            role: element.getAttribute(`${truth}role`)!,
            ...(role ? { writtenRole: role } : {}),
            ...(id ? { writtenId: id } : {}),
          };
        });
    },
    [TRUTH_PREFIX, CONTROL_ROLES] as const,
  );
}

async function coverageOf(page: Page): Promise<number> {
  const result = await worldOf(page).call('review', {});
  if (!result.ok) throw new Error(`review failed on ${page.url()}: ${JSON.stringify(result.error)}`);
  return result.value.coverage;
}

/**
 * Waits until the page's DOM has not changed for a while (at most a few seconds): a click's ripple
 * (Quasar's, MUI's) is a span that stays for its animation and then goes, and a DOM read while one
 * build still shows it and the other no longer does is no difference the command made.
 */
function domQuiet(page: Page): Promise<unknown> {
  // Sent as source: tsx names inner functions with a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const quietMs = 400;
    let timer;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    });
    const cap = setTimeout(finish, 5000);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    }
    timer = setTimeout(finish, quietMs);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })`);
}

/** Opens a flow's start in a page of its own context. */
async function opened(browser: Browser, steps: FlowStep[], start: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { url, viewport } = flowStart(steps, start);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(url);
  return page;
}

/** Walks every flow on the unhinted build and saves a review with suggestions of each route's first state. */
async function reviewRoutes(browser: Browser, app: ProofApp, base: string, file: string): Promise<string[]> {
  const pages: Array<{ review: { url: string; suggestions: HintSuggestion[] } }> = [];
  for (const steps of Object.values(await realAppFlows(app.app))) {
    const page = await opened(browser, steps, `${base}/${app.start}`);
    try {
      for (const step of steps) {
        await step.act?.(onMarkers(page));
        if (pages.some(({ review }) => routeOf(review.url) === routeOf(page.url()))) continue;
        // Hidden parts too: a route's first state holds its closed menus and dialogs, hidden.
        const result = await worldOf(page).call('review', { suggest: true, includeHidden: true });
        if (!result.ok) throw new Error(`review failed on ${page.url()}: ${JSON.stringify(result.error)}`);
        pages.push({ review: { url: page.url(), suggestions: result.value.suggestions ?? [] } });
      }
    } finally {
      await page.context().close();
    }
  }
  await writeFile(file, JSON.stringify({ pages }));
  return pages.map(({ review }) => routeOf(review.url));
}

async function hint(dir: string, from: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['hint', dir, '--from', from, '--write', '--json'], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: cliEnv(),
  });
  return { code, stdout, stderr };
}

interface HintJson {
  changes: Array<{ file: string }>;
  written: number;
  unplaced: Array<{ reason: string }>;
}

/** A reason with its places and values left out, so that alike reasons count together. */
const reasonKind = (reason: string) =>
  reason
    .replace(/ at [^\s:]+:\d+(:\d+)?/g, ' at <place>')
    .replace(/\(([^)]*)\)/g, '(…)')
    .replace(/<[A-Z][\w.]*>/g, '<Component>')
    .replace(/ from \S+,/g, ' from <package>,');

export async function proveApp(browser: Browser, app: ProofApp, log: (text: string) => void): Promise<ProofResult> {
  await mkdir(join(ROOT, 'test/.tmp'), { recursive: true });
  // Under test/, so that the apps' imports resolve to the test packages.
  const work = await mkdtemp(join(ROOT, 'test/.tmp', `hint-proof-${app.app}-`));
  try {
    const source = join(work, 'source');
    const written = join(work, 'written');
    log(`${app.app}: the unhinted source`);
    await app.prepare(source);
    const { cp } = await import('node:fs/promises');
    await cp(source, written, { recursive: true });
    await app.build(source, join(work, 'plain-build'));
    const typeBefore = app.typecheck ? await app.typecheck(source) : undefined;

    const plainServer = await serveFolder(join(work, 'plain-build'));
    let routes: string[];
    try {
      routes = await reviewRoutes(browser, app, plainServer.url, join(work, 'review.json'));
    } finally {
      await plainServer.close();
    }
    log(`${app.app}: hint --from the review of ${routes.length} routes --write`);
    const began = performance.now();
    const run = await hint(written, join(work, 'review.json'));
    const commandMs = performance.now() - began;
    if (run.code !== 0) throw new Error(`hint failed on ${app.app}: ${run.stderr || run.stdout}`);
    const report = JSON.parse(run.stdout) as HintJson;
    const again = await hint(written, join(work, 'review.json'));
    const idempotent = again.code === 0 && (JSON.parse(again.stdout) as HintJson).changes.length === 0;

    log(`${app.app}: building the written app`);
    let built = true;
    try {
      await app.build(written, join(work, 'written-build'));
    } catch (err) {
      built = false;
      log(`${app.app}: the written app does not build: ${String(err)}`);
    }
    const typeAfter = app.typecheck ? await app.typecheck(written) : undefined;

    const unplaced = new Map<string, number>();
    for (const { reason } of report.unplaced)
      unplaced.set(reasonKind(reason), (unplaced.get(reasonKind(reason)) ?? 0) + 1);
    const result: ProofResult = {
      app: app.app,
      kind: app.kind,
      misses: app.misses,
      routes,
      commandMs,
      written: report.written,
      files: report.changes.length,
      unplaced: [...unplaced].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      idempotent,
      built,
      ...(typeBefore && typeAfter
        ? {
            typeErrors: {
              before: typeBefore.length,
              after: typeAfter.length,
              added: typeAfter.filter((line) => !typeBefore.includes(line)),
            },
          }
        : {}),
      states: 0,
      elements: 0,
      labelsAdded: 0,
      differences: [],
      controls: [],
      coverage: [],
      coverageBefore: [],
    };
    if (!built) return result;

    log(`${app.app}: walking the flows on both builds`);
    const plainBuild = await serveFolder(join(work, 'plain-build'));
    const writtenBuild = await serveFolder(join(work, 'written-build'));
    const seen = new Map<string, ProofControl>();
    try {
      for (const [flow, steps] of Object.entries(await realAppFlows(app.app))) {
        const before = await opened(browser, steps, `${plainBuild.url}/${app.start}`);
        const after = await opened(browser, steps, `${writtenBuild.url}/${app.start}`);
        try {
          for (const step of steps) {
            await step.act?.(onMarkers(before));
            await step.act?.(onMarkers(after));
            const state = `${flow}: ${step.state}`;
            await Promise.all([settled(before), settled(after)]);
            await Promise.all([domQuiet(before), domQuiet(after)]);
            const plainDom = await readDom(before);
            const { differences, labels } = compareDom(state, plainDom, await readDom(after));
            result.states++;
            result.elements += plainDom.length;
            result.labelsAdded += labels;
            result.differences.push(...differences);
            for (const control of await readControls(after)) if (!seen.has(control.id)) seen.set(control.id, control);
            result.coverage.push(await coverageOf(after));
            result.coverageBefore.push(await coverageOf(before));
          }
        } finally {
          await before.context().close();
          await after.context().close();
        }
      }
    } finally {
      await plainBuild.close();
      await writtenBuild.close();
    }
    result.controls = [...seen.values()];
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** An app whose proof stopped (a flow step that timed out, a build that threw), and why. */
export interface ProofFailure {
  app: string;
  failure: string;
}

/** The proof of each app; one that stops is reported, and the others still run. */
export async function proveApps(
  browser: Browser,
  apps: readonly ProofApp[],
  log: (text: string) => void,
): Promise<Array<ProofResult | ProofFailure>> {
  const results: Array<ProofResult | ProofFailure> = [];
  for (const app of apps)
    results.push(
      await proveApp(browser, app, log).catch((err: unknown) => {
        const failure = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300);
        log(`${app.app}: the proof stopped: ${failure}`);
        return { app: app.app, failure };
      }),
    );
  return results;
}

export function measureHintProof(
  browser: Browser,
  log: (text: string) => void,
): Promise<Array<ProofResult | ProofFailure>> {
  return proveApps(browser, PROOF_APPS, log);
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part * 100) / whole).toFixed(1)}%`);

/** An id's prefix: every segment but the last, an item's key as `*`. */
export function idPrefix(id: string): string {
  const segments = id.split('.');
  segments.pop();
  return segments.map((segment, index) => (segments[index - 1] === 'item' ? '*' : segment)).join('.');
}

/** The figures of one app's controls: same role, same id prefix, same first segment. */
export function controlFigures(controls: readonly ProofControl[]): {
  controls: number;
  sameRole: number;
  none: number;
  samePrefix: number;
  sameArea: number;
} {
  const hinted = controls.filter((c) => c.writtenId !== undefined);
  return {
    controls: controls.length,
    sameRole: controls.filter((c) => c.writtenRole === c.role).length,
    none: controls.filter((c) => c.writtenRole === undefined).length,
    samePrefix: hinted.filter((c) => idPrefix(c.writtenId!) === idPrefix(c.id)).length,
    sameArea: hinted.filter((c) => c.writtenId!.split('.')[0] === c.id.split('.')[0]).length,
  };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** BENCHMARKS.md's section: the command on each real app, per app, role and id prefix. */
export function renderHintProofMarkdown(measured: ReadonlyArray<ProofResult | ProofFailure>): string {
  const results = measured.filter((r): r is ProofResult => !('failure' in r));
  const failed = measured.filter((r): r is ProofFailure => 'failure' in r);
  const all = results.flatMap((r) => r.controls);
  const total = controlFigures(all);
  const lines = [
    '## Hints written into real apps (`semantic-hints hint`)',
    '',
    "The command on the unhinted source of real apps nobody here wrote (test/real-apps/<app>; bench/hint-proof.ts). Each app's source is copied unhinted, with the authors' hints kept beside it as inert `data-truth-*` markers (the review reads no such attribute) so that its flows find their elements and the measure knows the authors' hints. A review with suggestions of the first state of each route its flows reach is saved, and `hint <app> --from <that review> --write` writes the hints, serving the app with its own Vite config (the config its build tool stands for). The written app is built as the real app is, and every flow is walked on it and on the unhinted build side by side: in every state the DOM is compared with `data-semtag-*` and the `aria-label`s the command added left out, the authors' hinted controls shown there are compared with the written hints (the hint on the same element, or the one written control inside it, or the written control it is a part of), and the review's coverage is read. Each control counts once, in the first state that shows it. Targets, on held-out apps: at least 90% of the authors' controls get the authors' role, coverage at least 95%.",
    '',
    `- **Authors' role: ${total.sameRole} of ${total.controls} controls (${percent(total.sameRole, total.controls)}).** No written hint: ${total.none}.`,
    `- **Id prefix:** of the controls given a written id, ${total.samePrefix} of ${all.filter((c) => c.writtenId).length} have the authors' prefix (every segment but the last), ${total.sameArea} their first segment.`,
    ...failed.map((f) => `- **${f.app}: the proof stopped**, and is left out below: ${f.failure}`),
    '',
    '| App | Source | Routes | Command | Per route | Written | Not placed | Twice: unchanged | Builds | Type errors added | States | DOM differences | Labels added | Coverage before → after (mean, lowest) |',
    '|---|---|---:|---:|---:|---:|---:|---|---|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const unplaced = r.unplaced.reduce((sum, u) => sum + u.count, 0);
      return `| ${r.app} | ${r.kind} | ${r.routes.length} | ${(r.commandMs / 1000).toFixed(1)} s | ${(r.commandMs / 1000 / Math.max(1, r.routes.length)).toFixed(1)} s | ${r.written} in ${r.files} files | ${unplaced} | ${r.idempotent ? 'yes' : '**no**'} | ${r.built ? 'yes' : '**no**'} | ${r.typeErrors ? `${r.typeErrors.added.length} (${r.typeErrors.before} before)` : '– (no TypeScript)'} | ${r.states} | ${r.differences.length} of ${r.elements} elements | ${r.labelsAdded} | ${mean(r.coverageBefore).toFixed(1)}% → ${mean(r.coverage).toFixed(1)}%, ${r.coverage.length ? Math.min(...r.coverage).toFixed(1) : '–'}% |`;
    }),
    '',
    "| App | Role | Controls | Authors' role | Another role | None | Same id prefix | Same first segment |",
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) => {
      const roles = [...new Set(r.controls.map((c) => c.role))].sort();
      return [...roles, 'all'].map((role) => {
        const of = role === 'all' ? r.controls : r.controls.filter((c) => c.role === role);
        const f = controlFigures(of);
        const given = of.filter((c) => c.writtenId).length;
        return `| ${r.app} | ${role === 'all' ? '**all**' : `\`${role}\``} | ${f.controls} | ${f.sameRole} (${percent(f.sameRole, f.controls)}) | ${f.controls - f.sameRole - f.none} | ${f.none} | ${f.samePrefix} of ${given} | ${f.sameArea} of ${given} |`;
      });
    }),
    '',
    'Routes read (`--from`):',
    '',
    ...results.map((r) => `- ${r.app}: ${r.routes.map((route) => `\`${route}\``).join(', ')}`),
    '',
    "Not placed, by reason (the command's own report):",
    '',
    ...results.flatMap((r) => r.unplaced.map((u) => `- ${r.app}, ${u.count}: ${u.reason}`)),
    '',
    "The authors' controls without the authors' role:",
    '',
    ...results.flatMap((r) =>
      r.controls
        .filter((c) => c.writtenRole !== c.role)
        .map(
          (c) =>
            `- ${r.app} \`${c.id}\`: authors \`${c.role}\`, written ${c.writtenRole ? `\`${c.writtenRole}\` (\`${c.writtenId ?? ''}\`)` : 'none'}`,
        ),
    ),
    '',
    'What keeps the misses:',
    '',
    ...results.flatMap((r) => r.misses.map((miss) => `- ${r.app}: ${miss}`)),
    ...(results.some((r) => r.differences.length > 0)
      ? [
          '',
          'DOM differences beyond hints and added labels:',
          '',
          ...results.flatMap((r) => r.differences.slice(0, 10).map((d) => `- ${r.app}, ${d.state}: ${d.what}`)),
        ]
      : []),
    ...(results.some((r) => (r.typeErrors?.added.length ?? 0) > 0)
      ? [
          '',
          'Type errors the written hints add:',
          '',
          ...results.flatMap((r) => (r.typeErrors?.added ?? []).slice(0, 10).map((line) => `- ${r.app}: \`${line}\``)),
        ]
      : []),
  ];
  return lines.join('\n');
}

/**
 * The record with `section` in place of its section of the same heading; without one, the section
 * goes after the "Suggested hints" section (before the next top-level heading), else at the end.
 */
export function spliceSection(markdown: string, section: string): string {
  const heading = section.split('\n')[0]!;
  const nextHeading = (from: number) => {
    const at = markdown.indexOf('\n## ', from);
    return at === -1 ? markdown.length : at + 1;
  };
  const own = markdown.startsWith(heading) ? 0 : markdown.indexOf(`\n${heading}`) + 1;
  const body = `${section.trimEnd()}\n`;
  if (own > 0 || markdown.startsWith(heading)) {
    const end = nextHeading(own + heading.length);
    return `${markdown.slice(0, own)}${body}${end < markdown.length ? '\n' : ''}${markdown.slice(end)}`;
  }
  const suggested = markdown.indexOf('\n## Suggested hints');
  if (suggested === -1) return `${markdown.trimEnd()}\n\n${body}`;
  const end = nextHeading(suggested + 1);
  return end < markdown.length
    ? `${markdown.slice(0, end)}${body}\n${markdown.slice(end)}`
    : `${markdown.trimEnd()}\n\n${body}`;
}

/** `bench/run.ts --hint-proof`: this section alone, in a Chromium of its own; printed, and put into the record with `write`. */
export async function runHintProofAlone(
  record: string,
  { apps, write, log }: { apps?: string[] | undefined; write: boolean; log: (text: string) => void },
): Promise<void> {
  const { launchPrivateBrowser } = await import('../src/browser/browser-access.js');
  const { loadConfig } = await import('../src/config/config.js');
  const { readFile } = await import('node:fs/promises');
  const chosen = apps === undefined ? PROOF_APPS : PROOF_APPS.filter((app) => apps.includes(app.app));
  if (chosen.length === 0)
    throw new Error(`no proof app among ${apps?.join(', ')}; they are ${PROOF_APPS.map((app) => app.app).join(', ')}`);
  const { browser } = await launchPrivateBrowser(
    { executablePath: loadConfig(cliEnv()).executablePath, headed: false },
    'command',
  );
  try {
    const results = await proveApps(browser, chosen, log);
    const section = renderHintProofMarkdown(results);
    process.stdout.write(`${section}\n`);
    if (write) {
      await writeFile(record, spliceSection(await readFile(record, 'utf8'), section));
      log(`wrote the section into ${record}`);
    }
  } finally {
    await browser.close();
  }
}
