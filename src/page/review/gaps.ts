// The hint review's gap rules: checks a page against references/hint-design.md and finds its
// hinting gaps, each with the elements it concerns and the place to fix (a semantic id, a member
// prefix, or a short CSS path for elements without an id). Never HTML.
//
// The rule for `unhinted` is written once, for people, in GAP_KIND_TEXT.unhinted
// (src/messages/gap-kinds.ts, printed in hint-design.md "What the review reports"); here it is code: isInteractive (dom/elements.ts,
// with WIDGET_ROLES and MIRROR_CONTROL) says what is interactive, isCovered below what counts as
// hinted (a role an agent acts on, vocabulary.ts), and the `unhinted` rule in GAP_RULES below
// reports the rest, stray attributes once as `missingId`. Every gap kind has its rule there, beside
// the others, and scanGaps runs them all over the scope in one pass.

import { LIMITS, bound } from '../dom/bounds.js';
import { composedClosest, composedContains, composedParent, composedQueryAll } from '../dom/composed.js';
import {
  FRAME_SELECTOR,
  HINT_ATTR,
  HINT_PREFIX,
  enclosingButton,
  enclosingMenuItem,
  hintedElements,
  isInteractive,
  isReadableFrame,
  popupsOf,
} from '../dom/elements.js';
import { parseMemberId } from '../codec/member-id.js';
import { labelsOf } from '../read/name.js';
import { unhintedCover } from '../read/modal.js';
import { hasToggleState, unmarkedPlaceholder } from '../read/value.js';
import { resolveScope } from '../read/scope.js';
import { cssPath, idOf, isGoodId, placeOf } from '../read/place.js';
import { GAP_KINDS } from '../types.js';
import type { GapKind, PageError, ReviewArgs } from '../types.js';
import { createVisibilityChecker } from '../read/visibility.js';
import { isRole, rolesWith } from '../vocabulary.js';

const COVERING_SELECTOR = rolesWith('actedOn')
  .map((role) => `[${HINT_ATTR.role}="${role}"][${HINT_ATTR.id}]:not([${HINT_ATTR.id}=""])`)
  .join(', ');

/**
 * A controller that is closed now: React and component libraries mount what it controls on open,
 * and a tab's panel when the tab is selected (Headless UI unmounts inactive panels).
 */
function isClosed(element: Element): boolean {
  return (
    element.getAttribute('aria-expanded') === 'false' ||
    element.getAttribute('aria-selected') === 'false' ||
    element.getAttribute(HINT_ATTR.state) === 'closed'
  );
}

function hasHintAttribute(element: Element): boolean {
  if (!element.hasAttributes()) return false;
  for (const attribute of element.attributes) if (attribute.name.startsWith(HINT_PREFIX)) return true;
  return false;
}

/** What the hints an agent acts on open (popupsOf): their lists and menus, often portaled. */
function reachedThroughHints(): Set<Element> {
  return new Set(composedQueryAll(document, COVERING_SELECTOR).flatMap(popupsOf));
}

function isCovered(element: Element, reached: Set<Element>): boolean {
  if (element.getAttribute(HINT_ATTR.id)) return true;
  if (composedClosest(composedParent(element), COVERING_SELECTOR)) return true;
  // A button or menu item holding a hint an agent acts on, which stands for it (its label node, its link).
  for (const inner of element.querySelectorAll(COVERING_SELECTOR))
    if (enclosingButton(inner) === element || enclosingMenuItem(inner) === element) return true;
  if (reached.size > 0) {
    for (let node: Element | null = element; node; node = composedParent(node)) if (reached.has(node)) return true;
  }
  return labelsOf(element).some((label) => composedClosest(label, COVERING_SELECTOR) !== null);
}

const quoted = (text: string) => JSON.stringify(bound(text, LIMITS.token));

/** One gap: the elements it concerns (for the overlay) and, lazily, where it is. */
export interface Finding {
  elements: Element[];
  place(): string;
}

export interface GapScan {
  findings: Map<GapKind, Finding[]>;
  /** Every id in use on the page, hidden copies included. */
  ids: Iterable<string>;
  isVisible: (element: Element) => boolean;
  /** The reviewed hinted elements in scope, in document order. */
  hinted: Element[];
  interactive: number;
  hintedInteractive: number;
}

/** What the rules share in one scan. */
interface ScanContext {
  /** The scope's roots: its element or document, and the lists and menus it portals elsewhere. */
  roots: (Document | Element)[];
  /** Whether an element is reviewed: visible, or any with includeHidden. */
  reviewed: (element: Element) => boolean;
  /** Page-wide: the elements carrying each id, hidden copies included. */
  carriers: Map<string, Element[]>;
}

/** A reviewed element in scope that is interactive or carries a hint attribute. */
interface Examined {
  element: Element;
  /** Its semantic id; '' when it has none. */
  id: string;
  /** `data-semtag-*` attributes but no id. */
  stray: boolean;
  /** Interactive (isInteractive). */
  widget: boolean;
  /** Interactive and counted as hinted (isCovered). */
  covered: boolean;
  /** Its `data-semtag-role`, when it has one. */
  role: string | null;
}

/**
 * One gap kind's rule, made once per scan. It sees the elements in scope in document order, in
 * the hooks it has, and returns a finding where it sees a gap; `end` adds what only the whole
 * scope shows. Findings keep the order they are found in, each kind apart.
 */
interface GapRule {
  /** Every element in scope, reviewed or not. */
  inScope?: (element: Element) => Finding | undefined;
  /** Each reviewed element that is interactive or carries a hint attribute. */
  examined?: (item: Examined) => Finding | undefined;
  /** Each reviewed element with a semantic id. */
  hinted?: (item: Examined) => Finding | undefined;
  /** After the last element. */
  end?: () => Finding[];
}

const at = (element: Element, place: () => string): Finding => ({ elements: [element], place });

/** The rule for each gap kind: a kind added to GAP_KINDS fails the type check until it has one. */
const GAP_RULES: Record<GapKind, (context: ScanContext) => GapRule> = {
  unknownRole: () => ({
    hinted: ({ element, role }) =>
      role && !isRole(role) ? at(element, () => `${placeOf(element)} (role ${quoted(role)})`) : undefined,
  }),

  missingRole: () => ({
    hinted: ({ element, role }) => (role ? undefined : at(element, () => placeOf(element))),
  }),

  missingId: () => ({
    examined: ({ element, stray }) => (stray ? at(element, () => cssPath(element)) : undefined),
  }),

  duplicateId: ({ roots, reviewed, carriers }) => {
    const reported = new Set<string>();
    return {
      hinted: ({ id }) => {
        const sharing = carriers.get(id) ?? [];
        if (sharing.length <= 1 || reported.has(id)) return undefined;
        reported.add(id);
        // Flag the copies the overlay can show; hidden ones still make the id ambiguous.
        const shown = sharing.filter(
          (carrier) => roots.some((root) => composedContains(root, carrier)) && reviewed(carrier),
        );
        return { elements: shown, place: () => bound(id, LIMITS.token) };
      },
    };
  },

  badId: () => ({
    hinted: ({ element, id }) => (isGoodId(id) ? undefined : at(element, () => bound(id, LIMITS.token))),
  }),

  danglingControls: ({ carriers }) => ({
    hinted: ({ element }) => {
      const controls = element.getAttribute(HINT_ATTR.controls);
      if (!controls || carriers.has(controls) || isClosed(element)) return undefined;
      return at(element, () => `${placeOf(element)} (controls ${quoted(controls)})`);
    },
  }),

  unreadableToggle: () => ({
    hinted: ({ element, role }) =>
      role === 'toggle' && !hasToggleState(element) ? at(element, () => placeOf(element)) : undefined,
  }),

  unfoldedRepeat: () => {
    const repeats = new Map<string, { keys: Set<string>; members: Element[] }>();
    return {
      hinted: ({ element, id }) => {
        const member = parseMemberId(id);
        if (member && !composedClosest(composedParent(element), `[${HINT_ATTR.role}="collection"]`)) {
          let group = repeats.get(member.prefix);
          if (!group) repeats.set(member.prefix, (group = { keys: new Set(), members: [] }));
          group.keys.add(member.key);
          group.members.push(element);
        }
        return undefined;
      },
      end: () =>
        [...repeats]
          .filter(([, group]) => group.keys.size >= 2)
          .map(([prefix, group]) => ({ elements: group.members, place: () => bound(prefix, LIMITS.token) })),
    };
  },

  unhinted: () => ({
    examined: ({ element, widget, covered, stray }) =>
      widget && !covered && !stray ? at(element, () => cssPath(element)) : undefined,
  }),

  unhintedLayer: ({ roots }) => ({
    end: () => {
      // Page-wide: a layer over the page is judged with the whole page in scope.
      if (roots[0] !== document) return [];
      const layer = unhintedCover(createVisibilityChecker());
      return layer ? [at(layer, () => cssPath(layer))] : [];
    },
  }),

  unmarkedPlaceholder: () => ({
    hinted: ({ element, role }) => {
      const shown = role === 'select' ? unmarkedPlaceholder(element) : undefined;
      return shown === undefined ? undefined : at(element, () => `${placeOf(element)} (shows ${quoted(shown)})`);
    },
  }),

  crossOriginFrame: ({ reviewed }) => ({
    inScope: (element) =>
      element.matches(FRAME_SELECTOR) && !isReadableFrame(element) && reviewed(element)
        ? at(element, () => placeOf(element))
        : undefined,
  }),
};

/** Finds every gap in scope; hidden elements only with includeHidden (duplicates count hidden copies). */
export function scanGaps(args: ReviewArgs): GapScan | { error: PageError } {
  const scoped = resolveScope(args.scope);
  if ('error' in scoped) return { error: scoped.error };
  // A scope by id covers the lists and menus its element portals elsewhere, as the snapshot's does.
  const roots = [scoped.root, ...scoped.portals];
  const visibility = createVisibilityChecker();
  const reviewed = (element: Element) => args.includeHidden === true || visibility.isVisible(element);

  // Page-wide: ids exist and collide across the whole document, hidden copies included.
  const carriers = new Map<string, Element[]>();
  for (const element of hintedElements(document)) {
    const id = idOf(element);
    const list = carriers.get(id);
    if (list) list.push(element);
    else carriers.set(id, [element]);
  }

  const context: ScanContext = { roots, reviewed, carriers };
  const rules = GAP_KINDS.map((kind) => ({ kind, rule: GAP_RULES[kind](context), found: [] as Finding[] }));
  const apply = (check: (rule: GapRule) => Finding | undefined) => {
    for (const { rule, found } of rules) {
      const finding = check(rule);
      if (finding) found.push(finding);
    }
  };

  const hinted: Element[] = [];
  let interactive = 0;
  let hintedInteractive = 0;
  const reached = reachedThroughHints();

  const elements = roots.flatMap((root) => {
    const below = composedQueryAll(root, '*');
    return root instanceof Element ? [root, ...below] : below;
  });
  for (const element of elements) {
    apply((rule) => rule.inScope?.(element));
    const id = idOf(element);
    const stray = !id && hasHintAttribute(element);
    const widget = isInteractive(element);
    if (!id && !stray && !widget) continue;
    if (!reviewed(element)) continue;

    const covered = widget && isCovered(element, reached);
    if (widget) interactive++;
    if (covered) hintedInteractive++;
    const item: Examined = { element, id, stray, widget, covered, role: element.getAttribute(HINT_ATTR.role) };
    apply((rule) => rule.examined?.(item));
    if (!id) continue;

    hinted.push(element);
    apply((rule) => rule.hinted?.(item));
  }
  for (const { rule, found } of rules) if (rule.end) found.push(...rule.end());

  return {
    findings: new Map(rules.map(({ kind, found }) => [kind, found])),
    ids: carriers.keys(),
    isVisible: (element) => visibility.isVisible(element),
    hinted,
    interactive,
    hintedInteractive,
  };
}
