// The suggestions of one review as they are made: what they start from, one suggestion an
// element, every id claimed new, and the attributes a control's hint carries.

import { LIMITS, bound } from '../dom/bounds.js';
import { HINT_ATTR, isInteractive } from '../dom/elements.js';
import { accessibleName } from '../read/name.js';
import type { Finding } from './gaps.js';
import { IdBook, areaPrefix, targetOf, wordSlug } from './suggest-ids.js';
import { ADVICE_KINDS } from '../types.js';
import type { AdviceKind, GapKind, HintSuggestion } from '../types.js';
import { hasToggleState } from '../read/value.js';
import { VOCABULARY, roleHas } from '../vocabulary.js';
import type { Role } from '../vocabulary.js';
import { hasUsableName, proposedLabel } from './suggest-labels.js';
import { looksClickable } from './suggest-clickable.js';
import { clickedTarget } from './suggest-clicked.js';
import { choiceCardSetOf, isLinkToNowhere, toggleStateToAdd } from './suggest-role.js';

/** Where an element is, for a person or an agent to find it: its CSS path (read/place.ts). */
export type PlaceOf = (element: Element) => string;

/** What the suggestions start from: the review's findings. */
export interface SuggestInput {
  findings: ReadonlyMap<GapKind, Finding[]>;
  /** Ids in use on the page: every suggested id is new. */
  ids: Iterable<string>;
  isVisible: (element: Element) => boolean;
  /** Its id, else its CSS path. */
  placeOf: PlaceOf;
  /** Its CSS path: for an element whose id does not single it out (a duplicate, a broken id). */
  pathOf: PlaceOf;
}

/** The suggestions so far, by element, and the ids they claimed. */
export class SuggestionDraft {
  private readonly book: IdBook;
  private readonly byElement = new Map<Element, HintSuggestion>();

  /** The controls the review counts as unhinted. */
  private readonly counted: Element[];

  constructor(readonly input: SuggestInput) {
    this.book = new IdBook(input.ids);
    this.counted = (input.findings.get('unhinted') ?? []).map(({ elements }) => elements[0]!);
  }

  /**
   * What a suggestion for an element (or a whole around controls) answers: the `unhinted` gap
   * when the review counts it or a control inside it, else it is advice on a control the review
   * does not count (one clickable by its look alone).
   */
  answerFor(element: Element): 'unhinted' | 'control' {
    for (const counted of this.counted) if (element === counted || element.contains(counted)) return 'unhinted';
    return 'control';
  }

  has(element: Element): boolean {
    return this.byElement.has(element);
  }

  get(element: Element): HintSuggestion | undefined {
    return this.byElement.get(element);
  }

  /** `wanted`, or `wanted` with a suffix when the page or an earlier suggestion has it. */
  claim(wanted: string): string {
    return this.book.claim(wanted);
  }

  /** A new id of the element's area prefix and a segment. */
  claimInArea(element: Element, segment: string): string {
    return this.book.claim(`${this.areaOf(element)}.${segment}`);
  }

  /** The id prefix of an element's area, suggested regions and collections included. */
  areaOf(element: Element): string {
    return areaPrefix(element, this.input.isVisible, (node) => {
      const set = this.byElement.get(node)?.set;
      return set && roleHas(set[HINT_ATTR.role] ?? null, 'container') ? set[HINT_ATTR.id] : undefined;
    });
  }

  /**
   * Suggests attributes for an element, with its accessible name when `named`: the fix of a gap
   * the review counts, or advice. A second suggestion for the same element only adds its
   * attributes to the first. An element the page has hinted keeps its id: only the fix of a
   * duplicate or broken id gives it another.
   */
  add(element: Element, answers: GapKind | AdviceKind, set: Record<string, string>, why: string, named = true): void {
    const byPath = answers === 'duplicateId' || answers === 'badId';
    if (!byPath && element.getAttribute(HINT_ATTR.id) !== null && HINT_ATTR.id in set) {
      const { [HINT_ATTR.id]: _renamed, ...rest } = set;
      if (Object.keys(rest).length === 0) return;
      set = rest;
    }
    const name = named ? accessibleName(element, 'all') : '';
    const existing = this.byElement.get(element);
    if (existing) {
      Object.assign(existing.set, set);
      return;
    }
    const isAdvice = (ADVICE_KINDS as readonly string[]).includes(answers);
    this.byElement.set(element, {
      place: byPath ? this.input.pathOf(element) : this.input.placeOf(element),
      ...(name ? { name } : {}),
      ...(isAdvice ? { advice: answers as AdviceKind } : { gap: answers as GapKind }),
      set: Object.fromEntries(Object.entries(set).map(([key, value]) => [key, bound(value, LIMITS.token)])),
      why,
    });
  }

  /** The elements suggested so far with a role. */
  elementsWithRole(role: Role): Element[] {
    return [...this.byElement].filter(([, hint]) => hint.set[HINT_ATTR.role] === role).map(([element]) => element);
  }

  /** Every suggestion, in document order of the elements. */
  inDocumentOrder(): Array<[Element, HintSuggestion]> {
    return [...this.byElement.entries()].sort(([a], [b]) =>
      a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  }
}

/** An id and a role: the hint of an element that needs nothing more. */
export const idAndRole = (id: string, role: Role): Record<string, string> => ({
  [HINT_ATTR.id]: id,
  [HINT_ATTR.role]: role,
});

/** The words a control's id and action are made of: its name, else the label proposed for it. */
export function controlWords(element: Element): string {
  return hasUsableName(element) ? accessibleName(element, 'all') : proposedLabel(element);
}

/** A control's hint: its id and role, the state, target or action its role asks for, a label it lacks. */
export function controlHint(element: Element, role: Role, id: string): Record<string, string> {
  const set = idAndRole(id, role);
  // A toggle must show its state where the server reads it (hint-design.md "`toggle`").
  if (role === 'toggle' && !hasToggleState(element)) set[toggleStateToAdd(element)] = 'false';
  if (role === 'navigation') {
    const target = targetOf(element);
    if (target) set[HINT_ATTR.target] = target;
  }
  if (role === 'action') {
    const action = wordSlug(controlWords(element), 3);
    if (action) set[HINT_ATTR.action] = action;
  }
  // A choice card shows which one is chosen only by its look: the state makes the select's value readable.
  if (role === 'option' && choiceCardSetOf(element) && !element.matches(STATE_ATTRIBUTES))
    set['aria-pressed'] = 'false';
  if (!hasUsableName(element)) set['aria-label'] = proposedLabel(element) || LABEL_TO_FILL;
  return set;
}

const STATE_ATTRIBUTES = '[aria-pressed], [aria-checked], [aria-selected], [aria-current]';

/**
 * The label proposed for a control the page holds no word for: marked for the team to write, as
 * a guess would state what the page does not say.
 */
export const LABEL_TO_FILL = 'TODO: what this control does';

/** What a control's role says, and why a link that goes nowhere or a clickable look gets a button's. */
function roleWhy(element: Element, role: Role): string {
  if (role === 'navigation' && !element.hasAttribute('href') && clickedTarget(element) !== undefined)
    return `${VOCABULARY.navigation.suggestedAs}: a click on it moved the page to another screen, as the page recorded it`;
  if (role !== 'navigation' && isLinkToNowhere(element))
    return `a link that goes nowhere works as a button; ${VOCABULARY[role].suggestedAs}`;
  if (!isInteractive(element) && looksClickable(element))
    return `clickable by its look, a pointer cursor, though no control to assistive technology or the keyboard (a <button> in it, or role="button" and tabindex="0", makes it one); ${VOCABULARY[role].suggestedAs}`;
  return VOCABULARY[role].suggestedAs;
}

/** Why a control gets its hint: what its role says, and what the page must add to read it. */
export function whyFor(element: Element, role: Role, why: string = roleWhy(element, role)): string {
  const parts = [why];
  if (role === 'toggle' && !hasToggleState(element))
    parts.push(
      `it shows no on/off state: add ${toggleStateToAdd(element)}, kept up to date ("true" when on); without it, it is an action`,
    );
  if (role === 'option' && choiceCardSetOf(element) && !element.matches(STATE_ATTRIBUTES))
    parts.push(
      'a choice card: keep aria-pressed up to date ("true" on the chosen one), so that the select\'s value can be read',
    );
  if (!hasUsableName(element))
    parts.push(
      proposedLabel(element)
        ? 'it has no name: add the aria-label, worded for what it does'
        : `it has no name, and the page holds no word for what it does: replace "${LABEL_TO_FILL}" with what it does`,
    );
  return parts.join('; ');
}
