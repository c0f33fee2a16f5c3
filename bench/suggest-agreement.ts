// How well `review --suggest` hints an app that has none: strip every data-semtag-* attribute from a
// hinted page, ask for suggestions, and compare them with the hints the app's authors wrote.
// The authors' hints are the truth; nothing here reuses the suggestion code's own rules.

import type { Browser, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serveFolder } from '../harness/static-server.js';
import { FIXTURE_APPS, buildFixtureApp } from '../test/support/fixture-apps.js';
import { REAL_APPS, buildRealApp, flowStart, realAppFlows } from '../test/support/real-apps.js';
import { worldOf } from '../harness/page-world.js';
import type { HintSuggestion } from '../src/page/types.js';

/** The roles of hints an agent acts on: the controls whose role is compared. */
const CONTROL_ROLES = ['navigation', 'action', 'option', 'input', 'select', 'toggle', 'slider'];

const TRUTH_ATTR = 'data-truth-index';
const SUGGESTED_ATTR = 'data-suggested-index';

export interface ControlAgreement {
  id: string;
  role: string;
  /** The role suggested for the same element (or the one control it wraps); absent when none was. */
  suggested?: string;
}

export interface CollectionAgreement {
  prefix: string;
  items: number;
  /** Every item matched to its own item of one suggested collection. */
  found: boolean;
}

export interface SuggestAgreement {
  url: string;
  controls: ControlAgreement[];
  collections: CollectionAgreement[];
  suggestions: number;
  /** Suggested ids that break the grammar of hint-design.md section 3.1, or the item rule. */
  invalidIds: string[];
  /** Suggested ids given twice. */
  duplicateIds: string[];
}

const GOOD_SEGMENT = /^[A-Za-z0-9_-]+$/;

function isValidId(id: string): boolean {
  const segments = id.split('.');
  return segments.every(
    (segment, index) =>
      GOOD_SEGMENT.test(segment) && (segment !== 'item' || (index > 0 && index < segments.length - 1)),
  );
}

/** `<prefix>.item.<key>[.<control>]` split at the last `.item.`, per hint-design.md 3.2. */
function memberOf(id: string): { prefix: string; key: string } | undefined {
  const at = id.lastIndexOf('.item.');
  if (at <= 0) return undefined;
  const key = id.slice(at + 6).split('.')[0];
  return key ? { prefix: id.slice(0, at), key } : undefined;
}

interface Truth {
  id: string;
  role: string;
  /** Suggestions on this element. */
  on: number[];
  /** Suggestions on controls inside it. */
  inside: number[];
  /** Suggestions inside it on no part of another control suggested inside it. */
  insideOuter: number[];
  /** Suggestions on the control it is a part of. */
  around: number[];
}

/** Where a stripped page keeps its hints for `restore`. */
const KEPT = 'semantic-hints-mcp.stripped-hints';

/**
 * Strips the page's hints (visible ones are remembered as the truth), asks the review for
 * suggestions, and compares. The page is left stripped (load it again to use it), unless `restore`
 * is set: then the hints are put back, so that a flow goes on from the state it measured.
 */
export async function suggestAgreement(page: Page, { restore = false } = {}): Promise<SuggestAgreement> {
  const hints = await page.evaluate(
    ({ truthAttr, kept }) => {
      const found: Array<{ id: string; role: string }> = [];
      for (const element of document.querySelectorAll('[data-semtag-id]')) {
        // Shown: a box, not hidden by style, not in an inert or collapsed part (a closed <details>, an
        // ancestor of zero height that clips).
        const box = element.getBoundingClientRect();
        let collapsed = element.closest('[inert]') !== null;
        for (let node = element.parentElement; node && !collapsed; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (node.getBoundingClientRect().height === 0 && style.overflow !== 'visible') collapsed = true;
          if (node.localName === 'details' && !(node as HTMLDetailsElement).open && element.localName !== 'summary')
            collapsed = true;
        }
        const shown =
          !collapsed && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        if (shown) {
          element.setAttribute(truthAttr, String(found.length));
          found.push({
            id: element.getAttribute('data-semtag-id')!,
            role: element.getAttribute('data-semtag-role') ?? '',
          });
        }
      }
      const stripped: Array<[Element, string, string]> = [];
      for (const element of document.querySelectorAll('*'))
        for (const name of element.getAttributeNames())
          if (name.startsWith('data-semtag-')) {
            stripped.push([element, name, element.getAttribute(name)!]);
            element.removeAttribute(name);
          }
      Object.assign(window, { [kept]: stripped });
      return found;
    },
    { truthAttr: TRUTH_ATTR, kept: KEPT },
  );

  const result = await worldOf(page).call('review', { suggest: true });
  if (!result.ok) throw new Error(`review failed: ${JSON.stringify(result.error)}`);
  const suggestions: HintSuggestion[] = result.value.suggestions ?? [];

  const located = await page.evaluate(
    ({ places, truthAttr, suggestedAttr, controlIndexes }) => {
      places.forEach((place, index) => {
        let element: Element | null;
        try {
          element = document.querySelector(place);
        } catch {
          element = null;
        }
        element?.setAttribute(suggestedAttr, `${element.getAttribute(suggestedAttr) ?? ''} ${index}`.trim());
      });
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      // Each element's suggestions, by the indexes it carries.
      const carried = new Map<Element, number[]>();
      for (const node of document.querySelectorAll(`[${suggestedAttr}]`))
        carried.set(node, node.getAttribute(suggestedAttr)!.split(' ').filter(Boolean).map(Number));
      return [...document.querySelectorAll(`[${truthAttr}]`)].map((element) => {
        // A <label> hint stands for its control (hint-design.md 4.4), inside it or named by `for`.
        const inner = [
          ...element.querySelectorAll(`[${suggestedAttr}]`),
          ...(element instanceof HTMLLabelElement && element.control && !element.contains(element.control)
            ? [element.control]
            : []),
        ];
        // A hint on a part of a control (its label node: a button's icon, the text an app renders
        // in a library's tab, the link in a menu item) stands for it, as a click on it clicks the
        // control (hint-design.md sections 8 and 17): the suggestion on the nearest ancestor that
        // got a control's role, when that ancestor holds no other hint.
        let holder = element.parentElement;
        while (holder && !(carried.get(holder) ?? []).some((at) => controlIndexes.includes(at)))
          holder = holder.parentElement;
        const alone =
          holder !== null && !holder.hasAttribute(truthAttr) && holder.querySelectorAll(`[${truthAttr}]`).length === 1;
        return {
          index: Number(element.getAttribute(truthAttr)),
          on: carried.get(element) ?? [],
          inside: inner.flatMap((one) => carried.get(one) ?? []),
          // Of those, the ones on no part of another control suggested inside it: a select's
          // options are parts of the select (a hint on a radio group's root stands for the group).
          insideOuter: inner
            .filter((one) => {
              for (let node = one.parentElement; node && node !== element; node = node.parentElement)
                if ((carried.get(node) ?? []).some((at) => controlIndexes.includes(at))) return false;
              return true;
            })
            .flatMap((one) => carried.get(one) ?? []),
          around: alone && holder ? (carried.get(holder) ?? []) : [],
        };
      });
    },
    {
      places: suggestions.map((s) => s.place),
      truthAttr: TRUTH_ATTR,
      suggestedAttr: SUGGESTED_ATTR,
      controlIndexes: suggestions.flatMap((s, index) =>
        CONTROL_ROLES.includes(s.set['data-semtag-role'] ?? '') ? [index] : [],
      ),
    },
  );
  const truths: Truth[] = located.map(({ index, on, inside, insideOuter, around }) => ({
    ...hints[index]!,
    on,
    inside,
    insideOuter,
    around,
  }));
  await page.evaluate(
    ({ attributes, kept, put }) => {
      for (const element of document.querySelectorAll(`[${attributes[0]}], [${attributes[1]}]`))
        for (const name of attributes) element.removeAttribute(name);
      if (!put) return;
      const stripped = (window as unknown as Record<string, Array<[Element, string, string]>>)[kept] ?? [];
      for (const [element, name, value] of stripped) element.setAttribute(name, value);
    },
    { attributes: [TRUTH_ATTR, SUGGESTED_ATTR], kept: KEPT, put: restore },
  );

  const roleOf = (index: number) => suggestions[index]?.set['data-semtag-role'];
  const idOf = (index: number) => suggestions[index]?.set['data-semtag-id'];
  const isControl = (index: number) => CONTROL_ROLES.includes(roleOf(index) ?? '');

  const controls: ControlAgreement[] = truths
    .filter((truth) => CONTROL_ROLES.includes(truth.role))
    .map((truth) => {
      // The suggestion on the element itself, else the one control suggested inside the wrapper,
      // else the one on the control the hint is a part of.
      const own = truth.on.find((index) => roleOf(index) !== undefined);
      const wrapped = truth.insideOuter.filter(isControl);
      const pick = own ?? (wrapped.length === 1 ? wrapped[0] : undefined) ?? truth.around.find(isControl);
      const suggested = pick === undefined ? undefined : roleOf(pick);
      return { id: truth.id, role: truth.role, ...(suggested ? { suggested } : {}) };
    });

  // An authors' collection is found when its items land on distinct items of one suggested collection.
  const authored = new Map<string, Map<string, Truth[]>>();
  for (const truth of truths) {
    const member = memberOf(truth.id);
    if (!member) continue;
    let items = authored.get(member.prefix);
    if (!items) authored.set(member.prefix, (items = new Map<string, Truth[]>()));
    items.set(member.key, [...(items.get(member.key) ?? []), truth]);
  }
  const collections: CollectionAgreement[] = [...authored].map(([prefix, items]) => {
    const suggestedItem = (members: Truth[]) => {
      const ids = members.flatMap((m) => [...m.on, ...m.inside]).map(idOf);
      const keys = new Set(
        ids.flatMap((id) => {
          const member = id ? memberOf(id) : undefined;
          return member ? [`${member.prefix}\u0000${member.key}`] : [];
        }),
      );
      return keys.size === 1 ? [...keys][0]! : undefined;
    };
    const matched = [...items.values()].map(suggestedItem);
    const prefixes = new Set(matched.map((key) => key?.split('\u0000')[0]));
    const found =
      items.size >= 2 && matched.every(Boolean) && prefixes.size === 1 && new Set(matched).size === matched.length;
    return { prefix, items: items.size, found };
  });

  const ids = suggestions.map((s) => s.set['data-semtag-id']).filter((id): id is string => id !== undefined);
  const seen = new Set<string>();
  const duplicateIds = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  return {
    url: page.url(),
    controls,
    collections: collections.filter((c) => c.items >= 2),
    suggestions: suggestions.length,
    invalidIds: ids.filter((id) => !isValidId(id)),
    duplicateIds,
  };
}

/** Share of the controls whose suggested role is the authors' role, over several pages. */
export function roleAgreement(results: SuggestAgreement[]): { agreed: number; controls: number } {
  const controls = results.flatMap((r) => r.controls);
  return { agreed: controls.filter((c) => c.suggested === c.role).length, controls: controls.length };
}

/** The pages measured: the example shop's screens and each fixture app's first screen, built first. */
export async function suggestPages(shopUrl: string, fixturesUrl: string): Promise<string[]> {
  const apps: string[] = [];
  for (const app of FIXTURE_APPS) apps.push(await buildFixtureApp(app));
  return [
    ...['/', '/products', '/products/aurora', '/checkout', '/account'].map((path) => `${shopUrl}${path}`),
    ...apps.map((path) => `${fixturesUrl}${path}`),
  ];
}

/** Measures every page in a tab of its own context, which it closes. */
export async function measureSuggestions(browser: Browser, urls: string[]): Promise<SuggestAgreement[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const results: SuggestAgreement[] = [];
    for (const url of urls) {
      await page.goto(url);
      await page.locator('[data-semtag-id]').first().waitFor();
      results.push(await suggestAgreement(page));
    }
    return results;
  } finally {
    await context.close();
  }
}

/** Serves the fixture apps, and measures every page of suggestPages. */
export async function measureSuggestionsServed(rig: {
  browser: Browser;
  app: { url: string };
}): Promise<{ pages: SuggestAgreement[]; realApps: RealAppAgreement[] }> {
  const served = await serveFolder(fileURLToPath(new URL('../test', import.meta.url)));
  try {
    return {
      pages: await measureSuggestions(rig.browser, await suggestPages(rig.app.url, served.url)),
      realApps: await measureRealApps(rig.browser, served.url),
    };
  } finally {
    await served.close();
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part * 100) / whole).toFixed(1)}%`);

/** The BENCHMARKS.md section: agreement per page and in all, and what disagreed. */
export function renderSuggestMarkdown(results: SuggestAgreement[], realApps: RealAppAgreement[] = []): string {
  const { agreed, controls } = roleAgreement(results);
  const collections = results.flatMap((r) => r.collections);
  const found = collections.filter((c) => c.found).length;
  const path = (url: string) => new URL(url).pathname;
  const lines = [
    '## Suggested hints (`review --suggest`)',
    '',
    "Each page is stripped of every `data-semtag-*` attribute, then reviewed with `--suggest`; the suggestions are compared with the hints the app's authors wrote (bench/suggest-agreement.ts). A control is a visible hint whose role an agent acts on; it agrees when the role suggested for the same element (or the one control it wraps, or the control around it when the hint sits on a part of it, such as a button's icon, and that control holds no other hint) is the authors'. A collection is found when its items land on distinct items of one suggested collection.",
    '',
    `- **Role agreement: ${agreed} of ${controls} controls (${percent(agreed, controls)}).** Target: at least 90%.`,
    `- **Collections found: ${found} of ${collections.length}**, with the same items. Target: every one.`,
    `- **Ids:** ${results.reduce((sum, r) => sum + r.invalidIds.length, 0)} invalid and ${results.reduce((sum, r) => sum + r.duplicateIds.length, 0)} given twice, of ${results.reduce((sum, r) => sum + r.suggestions, 0)} suggestions.`,
    '',
    '| Page | Controls | Agree | Collections found | Suggestions |',
    '|---|---:|---:|---:|---:|',
    ...results.map((r) => {
      const agree = r.controls.filter((c) => c.suggested === c.role).length;
      return `| \`${path(r.url)}\` | ${r.controls.length} | ${agree} (${percent(agree, r.controls.length)}) | ${r.collections.filter((c) => c.found).length} of ${r.collections.length} | ${r.suggestions} |`;
    }),
    '',
    'Where the suggestion differs from the authors:',
    '',
    ...results.flatMap((r) =>
      r.controls
        .filter((c) => c.suggested !== c.role)
        .map(
          (c) =>
            `- \`${path(r.url)}\` \`${c.id}\`: authors \`${c.role}\`, suggested ${c.suggested ? `\`${c.suggested}\`` : 'none'}`,
        ),
    ),
    ...(realApps.length === 0 ? [] : ['', ...renderRealAppSuggestions(realApps)]),
  ];
  return lines.join('\n');
}

/** Per role of the authors' controls: how many got the same role suggested, another, or none. */
export interface RoleAgreement {
  role: string;
  controls: number;
  same: number;
  other: number;
  none: number;
}

/** Each control once, with what was suggested for it in the first state that showed it. */
export function distinctControls(states: Iterable<ControlAgreement[]>): ControlAgreement[] {
  const seen = new Map<string, ControlAgreement>();
  for (const controls of states)
    for (const control of controls) if (!seen.has(control.id)) seen.set(control.id, control);
  return [...seen.values()];
}

export function agreementByRole(controls: ControlAgreement[]): RoleAgreement[] {
  const roles = [...new Set(controls.map((c) => c.role))].sort();
  return roles.map((role) => {
    const of = controls.filter((c) => c.role === role);
    const same = of.filter((c) => c.suggested === role).length;
    const none = of.filter((c) => c.suggested === undefined).length;
    return { role, controls: of.length, same, other: of.length - same - none, none };
  });
}

/** A real app's figures: one line per role and the total, as BENCHMARKS.md's table rows. */
export function renderRoleRows(app: string, controls: ControlAgreement[]): string[] {
  const rows = agreementByRole(controls);
  const all = rows.reduce(
    (sum, r) => ({
      ...sum,
      controls: sum.controls + r.controls,
      same: sum.same + r.same,
      other: sum.other + r.other,
      none: sum.none + r.none,
    }),
    { role: 'all', controls: 0, same: 0, other: 0, none: 0 },
  );
  return [...rows, all].map(
    (r) =>
      `| ${app} | ${r.role === 'all' ? '**all**' : `\`${r.role}\``} | ${r.controls} | ${r.same} (${percent(r.same, r.controls)}) | ${r.other} | ${r.none} |`,
  );
}

/** A real app's hinted controls, each once, with what the review suggested for it on the page stripped of hints. */
export interface RealAppAgreement {
  app: string;
  states: number;
  controls: ControlAgreement[];
}

/**
 * Walks every flow of every real app (test/real-apps/<app>/flow.ts) on its hinted build, and in
 * each state measures the suggestions on the page stripped of its hints, then puts them back.
 * The test folder must be served at `testUrl` (the fixture server's root).
 */
export async function measureRealApps(browser: Browser, testUrl: string): Promise<RealAppAgreement[]> {
  const results: RealAppAgreement[] = [];
  for (const app of REAL_APPS) {
    const start = `${testUrl}${await buildRealApp(app)}`;
    const states = new Map<string, ControlAgreement[]>();
    for (const steps of Object.values(await realAppFlows(app))) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const { url, viewport } = flowStart(steps, start);
        if (viewport) await page.setViewportSize(viewport);
        await page.goto(url);
        for (const step of steps) {
          await step.act?.(page);
          states.set(step.state, (await suggestAgreement(page, { restore: true })).controls);
        }
      } finally {
        await context.close();
      }
    }
    results.push({ app, states: states.size, controls: distinctControls(states.values()) });
  }
  return results;
}

/** BENCHMARKS.md's lines on the real apps: per app and role, and the controls left without a suggestion. */
export function renderRealAppSuggestions(results: RealAppAgreement[]): string[] {
  const all = results.flatMap((r) => r.controls);
  const same = all.filter((c) => c.suggested === c.role).length;
  const none = all.filter((c) => c.suggested === undefined);
  return [
    '### On real apps',
    '',
    "Public templates nobody here wrote (test/real-apps/<app>), hinted by hand as an app team would: those hints are the truth. Each app's flows (its flow.ts) are walked on the hinted build, and in every state the page is stripped of its hints (the flow test checks that the stripped page is the unhinted build) and reviewed with `--suggest`. Each hinted control is counted once, in the first state that shows it.",
    '',
    `- **Role agreement: ${same} of ${all.length} controls (${percent(same, all.length)}).**`,
    `- **No suggestion: ${none.length}** of ${all.length}.`,
    '',
    '| App | Role | Controls | Same role | Another role | None |',
    '|---|---|---:|---:|---:|---:|',
    ...results.flatMap((r) => renderRoleRows(r.app, r.controls)),
    '',
    'Where the suggestion differs from the hand hints:',
    '',
    ...results.flatMap((r) =>
      r.controls
        .filter((c) => c.suggested !== c.role)
        .map(
          (c) =>
            `- ${r.app} \`${c.id}\`: hinted \`${c.role}\`, suggested ${c.suggested ? `\`${c.suggested}\`` : 'none'}`,
        ),
    ),
  ];
}
