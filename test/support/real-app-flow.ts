// A real app's flow test (test/apps/real-<app>.test.ts): our server reads the hinted build while the
// test's own CDP client drives it, and in every state the flow reaches, every hint the server states
// is compared with the DOM, Chromium's accessibility tree and Playwright's trial click (one per
// hint: truth-compare.ts, the differential test's comparison), a few ids are observed, and the review's suggestions on the same page with
// its hints stripped are compared with the app team's hints (bench/suggest-agreement.ts).

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, inject, it } from 'vitest';
import { distinctControls, renderRoleRows, suggestAgreement } from '../../bench/suggest-agreement.js';
import type { ControlAgreement } from '../../bench/suggest-agreement.js';
import type { HintEntry, Review } from '../../src/page/types.js';
import { fixtureAppSession } from './fixture-app-session.js';
import type { FixtureAppSession } from './fixture-app-session.js';
import { buildRealApp, flowStart, realAppFlows, realAppSpec, settled } from './real-apps.js';
import type { FlowStep } from './real-apps.js';
import { domKinds, newTally, statedEntries, truthProblems } from './truth-compare.js';
import type { TakeSnapshot } from './truth-compare.js';

export interface RealAppFlow extends FixtureAppSession {
  /** The start page's URL of a build. */
  readonly url: (build?: 'hinted' | 'plain') => string;
  /**
   * Checks the state the flow stands in: every hint against the page, `observed` ids against the
   * snapshot, no gap in the review, and the suggestions against the hints. `state` names it in failures and the summary.
   */
  truthful: (state: string, observed?: string[], timed?: string) => Promise<void>;
  /**
   * Checks that the hinted build is the template with hints added and nothing else: each page, as
   * loaded (once `ready` matches, for a page that renders its data later, and settled), stripped of
   * its data-semtag-* attributes, is the unhinted build's page. The accessibility attributes the
   * skill lets an app team add with its hints (a label, a toggle's `aria-expanded`) are stripped
   * from both builds too: those the edits add by name (a Vue binding's `:` aside) and those the
   * spec's `aria` names (added by a replacement).
   */
  expectHintsOnly: (pages: (string | { file: string; ready: string })[]) => Promise<void>;
  /** Loads the flow's start and goes through `steps`, checking each state (`truthful`, then `checks[state]`). */
  run: (steps: FlowStep[], checks?: Record<string, () => Promise<void>>) => Promise<void>;
  /** The app team's controls, per state, with the role suggested for each (none: no suggestion). */
  readonly suggested: Map<string, ControlAgreement[]>;
}

const FIELDS = ['name', 'value', 'enabled', 'visible'] as const;

/**
 * The bound on one flow test: a state with a hundred hints takes a hundred trial clicks, and those
 * a layer covers are each refused only at Playwright's actionability bound.
 */
export const FLOW_TIMEOUT_MS = 360_000;
const fieldsOf = (entry: Partial<HintEntry> | undefined) =>
  Object.fromEntries(FIELDS.map((field) => [field, entry?.[field]]));

/** Builds `app` (both versions) and registers a session on its hinted start page. */
export async function realAppFlow(app: string): Promise<RealAppFlow> {
  const origin = inject('fixtureOrigin');
  const hinted = `${origin}${await buildRealApp(app, 'hinted')}`;
  const plain = `${origin}${await buildRealApp(app, 'plain')}`;
  const added = (await realAppSpec(app)).edits
    .flatMap((edit) => Object.keys(edit.attributes ?? {}))
    .map((name) => name.replace(/^:/, ''))
    .filter((name) => !name.startsWith('data-semtag-'));
  // Each test loads what it starts on: a flow its start, the check of the builds its first page.
  const session = fixtureAppSession(() => hinted, { loadEach: false });
  const tally = newTally();
  const suggested = new Map<string, ControlAgreement[]>();
  afterAll(() => {
    const compared = [...tally.compared.values()].reduce((sum, n) => sum + n, 0);
    // Every hinted control should get some suggestion: how many do not is reported here.
    const controls = distinctControls(suggested.values());
    const none = controls.filter((c) => c.suggested === undefined).map((c) => c.id);
    const other = controls.filter((c) => c.suggested !== undefined && c.suggested !== c.role);
    console.log(
      [
        `${app}: ${suggested.size} states, ${compared} facts compared with Chromium and the DOM ` +
          `(excused: ${JSON.stringify(Object.fromEntries(tally.excused))})`,
        `suggestions on the unhinted page, per role of the ${controls.length} hinted controls (app | role | controls | same | other | none):`,
        ...renderRoleRows(app, controls),
        `no suggestion (${none.length}): ${none.join(', ')}`,
        `another role: ${other.map((c) => `${c.id} ${c.role}→${c.suggested}`).join(', ')}`,
      ].join('\n'),
    );
  });
  const flow: RealAppFlow = Object.assign(Object.create(session) as FixtureAppSession, {
    url: (build: 'hinted' | 'plain' = 'hinted') => (build === 'hinted' ? hinted : plain),
    suggested,
    truthful: async (state: string, observed: string[] = [], timed?: string) => {
      const page = session.page;
      // The snapshot with hidden hints the comparison takes is the one the observes are checked
      // against, at once: the trial clicks that follow take a while, and a notification hides itself.
      const observes: Array<() => void> = [];
      const take: TakeSnapshot = async (args) => {
        const taken = await session.snapshot({ ...args });
        if (args.includeHidden) {
          const all = statedEntries(taken);
          for (const id of observed) {
            const found = fieldsOf(await session.observe(id));
            observes.push(() => expect(found, `${state}: observe ${id}`).toEqual(fieldsOf(all.get(id))));
          }
        }
        return taken;
      };
      const problems = await truthProblems(page, take, await domKinds(page), tally, { pointer: timed === undefined });
      expect(problems, `${state}: what the server states and the page holds`).toEqual([]);
      for (const check of observes) check();
      // Hinted as the skill asks: the review finds no gap in any state.
      expect((await session.server.ok<Review>('semantic_review', {})).gaps, `${state}: the review's gaps`).toEqual({});
      suggested.set(state, (await suggestAgreement(page, { restore: true })).controls);
    },
    expectHintsOnly: async (pages: (string | { file: string; ready: string })[]) => {
      const { aria = [] } = await realAppSpec(app);
      // Set once the first page has loaded: requests elsewhere are aborted (below).
      let routed = false;
      const stripped = async (build: 'hinted' | 'plain', file: string, ready?: string) => {
        const url = new URL(file, flow.url(build)).href;
        // The first page is loaded by the server, as a flow's start is; the rest in the tab it read.
        if (!routed) await session.load(url);
        else await session.page.goto(url);
        if (ready) {
          await session.page.locator(ready).first().waitFor({ state: 'attached' });
          await settled(session.page);
        }
        return session.page.evaluate(
          (labels) => {
            // What a chart library draws depends on when it measured the page: canvases are left out.
            for (const chart of document.querySelectorAll('canvas')) chart.parentElement!.replaceChildren();
            for (const element of document.querySelectorAll('*'))
              for (const name of element.getAttributeNames())
                if (name.startsWith('data-semtag-') || labels.includes(name)) element.removeAttribute(name);
            return document.body.outerHTML;
          },
          [...added, ...aria],
        );
      };
      // What a library numbers at random on each load: Ant Design's Menu keys its items `rc-menu-uuid-<n>-…`.
      const unnumbered = (html: string) => html.replace(/rc-menu-uuid-\d+/g, 'rc-menu-uuid');
      // Only the fixture server is reached: a template's fonts and pictures from elsewhere fail at once.
      // (The first page, loaded before the route is set, is the start page every flow loads so.)
      const elsewhere = (url: URL) => url.origin !== origin;
      try {
        for (const page of pages) {
          const { file, ready } = typeof page === 'string' ? { file: page, ready: undefined } : page;
          const hintedPage = await stripped('hinted', file, ready);
          if (!routed) {
            await session.page.route(elsewhere, (route) => route.abort());
            routed = true;
          }
          expect(unnumbered(hintedPage), file).toBe(unnumbered(await stripped('plain', file, ready)));
        }
      } finally {
        if (routed) await session.page.unroute(elsewhere);
      }
    },
    run: async (steps: FlowStep[], checks: Record<string, () => Promise<void>> = {}) => {
      const { url, viewport } = flowStart(steps, hinted);
      await session.load(url, viewport);
      try {
        for (const step of steps) {
          await step.act?.(session.page);
          // Compared at rest: a drawer still sliding in would show the server one frame and the
          // oracle the next.
          await settled(session.page);
          await flow.truthful(step.state, step.observe, step.timed);
          await checks[step.state]?.();
        }
      } finally {
        // A flow may narrow the tab (a phone's width): the next one starts at the browser's own size.
        const cdp = await session.page.context().newCDPSession(session.page);
        await cdp.send('Emulation.clearDeviceMetricsOverride').finally(() => cdp.detach());
      }
    },
  });
  return flow;
}

/**
 * The session and the flows of the test file at `file` (its import.meta.url): a long flow runs in
 * a file of its own, test/apps/real-<app>.<flow>.test.ts, beside the others, and the app's own
 * file, test/apps/real-<app>.test.ts, runs every flow without one.
 */
export async function realAppFlowFile(
  app: string,
  file: string,
): Promise<{ app: RealAppFlow; flows: Array<[string, FlowStep[]]> }> {
  const all = Object.entries(await realAppFlows(app));
  const path = fileURLToPath(file);
  const own = new RegExp(`real-${app}\\.([^/]+)\\.test\\.ts$`).exec(path)?.[1];
  const ownFile = (name: string) => path.replace(/real-[^/]+\.test\.ts$/, `real-${app}.${name}.test.ts`);
  const flows =
    own === undefined ? all.filter(([name]) => !existsSync(ownFile(name))) : all.filter(([name]) => name === own);
  if (flows.length === 0)
    throw new Error(`${path} runs no flow of ${app}: its flows are ${all.map(([name]) => name).join(', ')}.`);
  return { app: await realAppFlow(app), flows };
}

/** A test per flow: it goes through the flow's states, checking each (`run`). */
export function itRunsFlows(
  app: RealAppFlow,
  flows: Array<[string, FlowStep[]]>,
  checks: Record<string, () => Promise<void>> = {},
): void {
  for (const [name, steps] of flows)
    it(`${name}: ${steps.map((step) => step.state).join(' → ')}`, () => app.run(steps, checks), FLOW_TIMEOUT_MS);
}
