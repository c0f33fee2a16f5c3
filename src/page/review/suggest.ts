// The review's suggestions (`semantic-hints review --suggest`): for each gap it can fix, the
// attributes to add to one element, following references/hint-design.md. Unhinted controls get a
// role from what the element is (its tag and ARIA role), an id made of the nearest area's id and
// a slug of their name, and a target or action where the page gives one; sibling structures of
// the same shape become a collection with `<prefix>.item.<key>` members. A set of choices becomes
// one select with its choices as options, and a widget of several controls (a combobox and its
// buttons, a range's thumbs) one hint on the whole. The rules are in hint-design.md "Suggested hints (`--suggest`)".
// What role an element gets is in suggest-role.ts, its id in suggest-ids.ts, collections and
// their item keys in suggest-collections.ts, widget wholes in suggest-widgets.ts, the fixes for
// hinted elements in suggest-fixes.ts.

import { LIMITS, bound } from '../dom/bounds.js';
import { composedClosest, composedParent } from '../dom/composed.js';
import { composedCompare } from '../dom/composed-order.js';
import { HINT_ATTR, isActedOn } from '../dom/elements.js';
import { accessibleName } from '../read/name.js';
import { findCollections, findReadOnlyRows, itemKeys, kindKey, listName } from './suggest-collections.js';
import type { FoundCollection, ItemKeys } from './suggest-collections.js';
import { SuggestionDraft, controlHint, controlWords, idAndRole, whyFor } from './suggest-draft.js';
import type { SuggestInput } from './suggest-draft.js';
import { suggestFixes } from './suggest-fixes.js';
import { IdBook, wordSlug } from './suggest-ids.js';
import { textOf } from './suggest-labels.js';
import { ariaRole, choiceGroupOf, controlsIn, roleFor } from './suggest-role.js';
import { clickableLooks } from './suggest-clickable.js';
import { findLookChoices } from './suggest-look-choices.js';
import { findReadOnlyRecords, suggestFigures, suggestRegions } from './suggest-structure.js';
import { detectFramework, whereFor } from './suggest-where.js';
import { widgetWholes } from './suggest-widgets.js';
import type { WidgetWholes } from './suggest-widgets.js';
import type { HintSuggestion } from '../types.js';
import { VOCABULARY } from '../vocabulary.js';

export type { PlaceOf, SuggestInput } from './suggest-draft.js';

/** The suggestions for one review, by element, in document order of the elements. */
export function suggestHints(input: SuggestInput): Array<[Element, HintSuggestion]> {
  const draft = new SuggestionDraft(input);
  // Areas first: the ids of what they hold start with theirs.
  suggestRegions(draft);
  const unhinted = [
    ...(input.findings.get('unhinted') ?? []).map(({ elements }) => elements[0]!),
    // Not gaps to the review (the page does not expose them as controls), but an agent clicks them.
    ...clickableLooks(input.isVisible).filter((element) => !isHintedOrCovered(element)),
  ]
    .filter((element) => roleFor(element) !== undefined && !draft.has(element))
    .sort(composedCompare);
  // Parts of one widget get one hint, on the widget: a combobox with its open and clear buttons, a
  // combobox inside a combobox, the thumbs of a range.
  const wholes = widgetWholes(unhinted);
  suggestWholes(draft, wholes);
  const byLook = suggestLookChoices(
    draft,
    unhinted.filter((control) => !wholes.parts.has(control)),
  );
  const controls = unhinted.filter((control) => !wholes.parts.has(control) && !byLook.has(control));
  const choiceSetHints = suggestChoiceSets(draft, controls);
  // Collections first: their members' ids follow the item convention.
  for (const collection of findCollections(controls)) suggestCollection(draft, collection, controls);
  for (const rows of findReadOnlyRows(input.isVisible)) suggestReadOnlyRows(draft, rows, 'the rows of a table');
  for (const records of findReadOnlyRecords(draft)) suggestReadOnlyRows(draft, records, 'records with no control');
  suggestOtherControls(draft, controls, choiceSetHints);
  suggestSummaries(draft);
  suggestLiveText(draft);
  suggestFigures(draft);
  suggestFixes(draft);
  const framework = detectFramework();
  const ordered = draft.inDocumentOrder();
  for (const [element, suggestion] of ordered) suggestion.where = whereFor(element, framework);
  return ordered;
}

/** One hint on each widget of several controls. */
function suggestWholes(draft: SuggestionDraft, { hints }: WidgetWholes): void {
  for (const [whole, { name, role, why }] of hints) {
    const id = draft.claimInArea(whole, wordSlug(name) || role);
    draft.add(whole, draft.answerFor(whole), idAndRole(id, role), why, false);
    if (name) draft.get(whole)!.name = bound(name, LIMITS.name);
  }
}

/**
 * Choices of a set (radios, tabs, a listbox's options, a checkbox group, pressed buttons in a
 * group) are options of the set, which becomes a select. Returns where each set's hint goes, by set.
 */
function suggestChoiceSets(draft: SuggestionDraft, controls: Element[]): Map<Element, Element> {
  const hintAt = new Map<Element, Element>();
  for (const control of controls) {
    const group = choiceGroupOf(control);
    if (!group || hintAt.has(group)) continue;
    // Radios the page groups by name alone keep the hint on the lowest element holding them: it is
    // their component's root, and a wrapper above it is only layout.
    const at = ariaRole(group) === '' ? group : groupHintElement(group, draft.input.isVisible);
    hintAt.set(group, at);
    if (draft.has(at) || at.getAttribute(HINT_ATTR.id) || group.getAttribute(HINT_ATTR.id)) continue;
    const name = wordSlug(accessibleName(group, 'none') || accessibleName(at, 'none'), 3);
    const id = draft.claimInArea(at, name || 'choice');
    draft.add(
      at,
      draft.answerFor(group),
      idAndRole(id, 'select'),
      'a set of choices: one select, its choices are its options',
    );
  }
  return hintAt;
}

/** Containers a group's hint never climbs past: areas and the structure of lists and tables. */
const AREA_OR_STRUCTURE =
  'body, main, nav, header, footer, aside, section, form, fieldset, dialog, details, table, tr, td, th, li, ul, ol, dl, label, [role]:not([role="none"]):not([role="presentation"])';

/**
 * Where a group's select hint goes: the group, or the outermost wrapper around it that holds
 * nothing else: no other text, no other visible control (a tab list inside its component's
 * root and scroller). It stops at an area, a list or table part, a label, or anything with a role;
 * a `<fieldset>` and a listbox (a control itself) keep the hint.
 */
function groupHintElement(group: Element, isVisible: (element: Element) => boolean): Element {
  let node = group;
  if (group.localName === 'fieldset' || ariaRole(group) === 'listbox') return group;
  const text = textOf(group);
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (parent.matches(AREA_OR_STRUCTURE) || textOf(parent) !== text) break;
    const others = controlsIn(parent).some((control) => !node.contains(control) && isVisible(control));
    if (others) break;
    node = parent;
  }
  return node;
}

/**
 * Choices told apart only by their look (payment types as cards): one select, each choice an
 * option with the aria-pressed that makes the select's value readable. Returns the choices.
 */
function suggestLookChoices(draft: SuggestionDraft, controls: Element[]): Set<Element> {
  const handled = new Set<Element>();
  for (const { container, choices, chosen } of findLookChoices(controls)) {
    const at = groupHintElement(container, draft.input.isVisible);
    if (draft.has(at) || at.getAttribute(HINT_ATTR.id)) continue;
    const id = draft.claimInArea(at, wordSlug(accessibleName(at, 'none'), 3) || 'choice');
    draft.add(
      at,
      draft.answerFor(container),
      idAndRole(id, 'select'),
      'choices told apart only by their look: one select, its choices are its options',
      false,
    );
    for (const choice of choices) {
      const set = idAndRole(draft.claim(`${id}.${wordSlug(controlWords(choice), 3) || 'option'}`), 'option');
      set['aria-pressed'] = chosen.has(choice) ? 'true' : 'false';
      const why = `${VOCABULARY.option.suggestedAs}, shown chosen only by its look: add aria-pressed, kept up to date ("true" on the chosen one), so that the select's value can be read`;
      draft.add(choice, draft.answerFor(choice), set, why);
      handled.add(choice);
    }
  }
  return handled;
}

/** A collection of the unhinted controls: its container's hint, and each item's members'. */
function suggestCollection(draft: SuggestionDraft, { container, items }: FoundCollection, controls: Element[]): void {
  const inside = (item: Element) => controls.filter((control) => item === control || item.contains(control));
  // A region suggested on the container (a drawer of links) becomes the collection.
  const region = draft.get(container);
  if (region) region.set[HINT_ATTR.role] = 'collection';
  const containerId =
    container.getAttribute(HINT_ATTR.id) ??
    region?.set[HINT_ATTR.id] ??
    draft.claimInArea(container, wordSlug(listName(container, draft.input.isVisible, items), 2) || 'list');
  const hinted = hintedItemKeys(items, containerId);
  const { keys, from } = hinted ?? itemKeys(items, inside);
  if (!container.getAttribute(HINT_ATTR.id))
    draft.add(
      container,
      draft.answerFor(container),
      idAndRole(containerId, 'collection'),
      `${VOCABULARY.collection.suggestedAs}; each item's key comes from ${from}`,
      false,
    );
  const segmentOf = memberSegments(items.map(inside));
  items.forEach((item, index) =>
    suggestItemMembers(draft, item, inside(item), `${containerId}.item.${keys[index]!}`, segmentOf),
  );
}

/**
 * The keys of items that already carry their item id (`<collection>.item.<key>`, on the item or on
 * one element inside it): the row's own key, kept. Undefined unless every item has one, each its own.
 */
function hintedItemKeys(items: Element[], containerId: string): ItemKeys | undefined {
  const prefix = `${containerId}.item.`;
  const keys = items.map((item) => {
    const carrier = [item, ...item.querySelectorAll(`[${HINT_ATTR.id}]`)].find((element) => {
      const id = element.getAttribute(HINT_ATTR.id);
      return id?.startsWith(prefix) && !id.slice(prefix.length).includes('.');
    });
    return carrier?.getAttribute(HINT_ATTR.id)!.slice(prefix.length) ?? '';
  });
  return keys.every(Boolean) && new Set(keys).size === keys.length ? { keys, from: "the item's own hint" } : undefined;
}

/**
 * A member control's segment: the slug of the name every control of its kind shares; else the one
 * that every item's control of its kind at its place in the item shares (a card's "Delivery
 * options" and "Returns" links); else its role.
 */
function memberSegments(membersOf: Element[][]): (control: Element) => string {
  const byKind = new Map<string, Element[]>();
  const byPlace = new Map<string, Element[]>();
  const placeOf = new Map<Element, string>();
  const add = (map: Map<string, Element[]>, key: string, control: Element) =>
    map.set(key, [...(map.get(key) ?? []), control]);
  for (const members of membersOf) {
    const seen = new Map<string, number>();
    for (const control of members) {
      const kind = kindKey(control);
      const place = `${kind}#${seen.get(kind) ?? 0}`;
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      placeOf.set(control, place);
      add(byKind, kind, control);
      add(byPlace, place, control);
    }
  }
  return (control) =>
    sharedName(byKind.get(kindKey(control))!) ??
    sharedName(byPlace.get(placeOf.get(control)!)!) ??
    roleFor(control) ??
    'control';
}

/** The slug of the name, else of the text, that every one of the controls has; undefined when none. */
function sharedName(controls: Element[]): string | undefined {
  for (const nameOf of [(member: Element) => accessibleName(member, 'all'), textOf]) {
    const names = controls.map((member) => wordSlug(nameOf(member), 3));
    if (names.every((name) => name && name === names[0])) return names[0]!;
  }
  return undefined;
}

/** The hints of one item's controls: the item's own id on its main control, `<item>.<segment>` on the others. */
function suggestItemMembers(
  draft: SuggestionDraft,
  item: Element,
  members: Element[],
  itemId: string,
  segmentOf: (control: Element) => string,
): void {
  // The item's own hint: the item itself when it is the control, else its one link to the record;
  // none when an element of the item already carries it.
  const links = members.filter((control) => control.matches('a[href]'));
  const carried = [item, ...item.querySelectorAll(`[${HINT_ATTR.id}]`)].some(
    (element) => element.getAttribute(HINT_ATTR.id) === itemId,
  );
  const main = carried ? undefined : members.includes(item) ? item : links.length === 1 ? links[0] : undefined;
  // Segments are new within the item: a second of one segment gets `-2`.
  const segments = new IdBook([]);
  for (const control of members) {
    const role = roleFor(control)!;
    const id = control === main ? itemId : `${itemId}.${segments.claim(segmentOf(control))}`;
    draft.add(
      control,
      draft.answerFor(control),
      controlHint(control, role, draft.claim(id)),
      whyFor(control, role, `${VOCABULARY[role].suggestedAs}; an item of a repeated list`),
    );
  }
}

/** Records that hold no control (a table's rows, a list's items): a collection, each read as text. */
function suggestReadOnlyRows(draft: SuggestionDraft, { container, items }: FoundCollection, what: string): void {
  const { keys, from } = itemKeys(items, () => []);
  const containerId = draft.claimInArea(
    container,
    wordSlug(listName(container, draft.input.isVisible, items), 2) || 'rows',
  );
  draft.add(
    container,
    'structure',
    idAndRole(containerId, 'collection'),
    `${what}; each item's key comes from ${from}`,
    false,
  );
  items.forEach((row, index) =>
    draft.add(
      row,
      'structure',
      idAndRole(draft.claim(`${containerId}.item.${keys[index]!}`), 'observable'),
      'a record with no control: an item to read',
      false,
    ),
  );
}

/** The controls no step before suggested for: each its own hint, in its choice set or its area. */
function suggestOtherControls(
  draft: SuggestionDraft,
  controls: Element[],
  choiceSetHints: ReadonlyMap<Element, Element>,
): void {
  for (const control of controls) {
    if (draft.has(control)) continue;
    const role = roleFor(control)!;
    const prefix = choiceSetId(draft, control, choiceSetHints) ?? draft.areaOf(control);
    const name = wordSlug(controlWords(control)) || role;
    const id = draft.claim(`${prefix}.${name}`);
    draft.add(control, draft.answerFor(control), controlHint(control, role, id), whyFor(control, role));
  }
}

/** The id (suggested or on the page) of the choice set a control is one of; null when it is none. */
function choiceSetId(
  draft: SuggestionDraft,
  control: Element,
  choiceSetHints: ReadonlyMap<Element, Element>,
): string | null {
  const group = choiceGroupOf(control);
  if (!group) return null;
  const at = choiceSetHints.get(group) ?? group;
  return draft.get(at)?.set[HINT_ATTR.id] ?? at.getAttribute(HINT_ATTR.id) ?? group.getAttribute(HINT_ATTR.id);
}

/** Whether an element has a hint, or lies in (or is the label node of) a hint an agent acts on. */
function isHintedOrCovered(element: Element): boolean {
  if (element.getAttribute(HINT_ATTR.id) || element.querySelector(`[${HINT_ATTR.id}]`)) return true;
  for (let node = composedParent(element); node; node = composedParent(node))
    if (node.getAttribute(HINT_ATTR.id) && isActedOn(node)) return true;
  return false;
}

/** A <details> element's summary opens and closes it: a toggle, though the review counts no gap. */
function suggestSummaries(draft: SuggestionDraft): void {
  for (const summary of document.querySelectorAll('details > summary:first-of-type')) {
    if (draft.has(summary) || !draft.input.isVisible(summary) || isHintedOrCovered(summary)) continue;
    const id = draft.claimInArea(summary, wordSlug(accessibleName(summary, 'all')) || 'details');
    draft.add(summary, 'control', controlHint(summary, 'toggle', id), whyFor(summary, 'toggle'));
  }
}

const LIVE_TEXT =
  '[role="status"], [role="alert"], [role="log"], [role="timer"], output, [aria-live]:not([aria-live="off"])';

/** Live text the page announces: what it shows changes with actions. */
function suggestLiveText(draft: SuggestionDraft): void {
  for (const live of document.querySelectorAll(LIVE_TEXT)) {
    if (
      live.getAttribute(HINT_ATTR.id) ||
      composedClosest(live, `[${HINT_ATTR.role}="observable"]`) ||
      !draft.input.isVisible(live)
    )
      continue;
    const id = draft.claimInArea(live, wordSlug(accessibleName(live, 'none'), 2) || 'status');
    draft.add(live, 'structure', idAndRole(id, 'observable'), VOCABULARY.observable.suggestedAs, false);
  }
}

/** A suggestion in a few words, for a label beside its element: `+ role id`, else its attributes. */
export function suggestionLabel(suggestion: HintSuggestion): string {
  const { [HINT_ATTR.role]: role, [HINT_ATTR.id]: id, ...rest } = suggestion.set;
  const main = [role, id].filter(Boolean).join(' ');
  return `+ ${
    main ||
    Object.entries(rest)
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ')
  }`;
}
