// The collections a suggestion proposes (hint-design.md "Suggested hints (`--suggest`)"): repeated structures among
// the unhinted controls, the rows of a table that hold no control, and the key each item's id
// gets (`<prefix>.item.<key>`).

import { composedClosest } from '../dom/composed.js';
import { HINT_ATTR, isInteractive, lowestCommonAncestor } from '../dom/elements.js';
import { accessibleName, containerNameSource } from '../read/name.js';
import { looksClickable } from './suggest-clickable.js';
import { slug, wordSlug } from './suggest-ids.js';
import { lastPathSegment, rowName, textOf, wordsOf } from './suggest-labels.js';
import { ariaRole, choiceGroupOf, controlsIn, isRadio, roleFor } from './suggest-role.js';
import type { Role } from '../vocabulary.js';

/** Items of the same kind under one container: one collection suggestion. */
export interface FoundCollection {
  container: Element;
  items: Element[];
}

/** Visible text, its runs of white space as one space. */
const TABLE = 'table, [role="grid"], [role="table"], [role="treegrid"]';

/** Choices of a fixed set (radios, tabs, menu items, pressed buttons) are options, not a collection's items. */
const CHOICE_ITEM_ROLES = new Set(['radio', 'tab', 'menuitem', 'menuitemradio', 'menuitemcheckbox']);

/** Class names that say how an element looks now or where it stands (first, odd…), not what it is. */
const STATE_CLASS =
  /selected|active|checked|open|disabled|focus|hover|current|expanded|pressed|first|last|odd|even|visible|hidden/i;

/** What kind of thing in what kind of place: the tags and classes from <body> down, no positions. */
function kindOf(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const classes = [...node.classList].filter((name) => !STATE_CLASS.test(name)).sort();
    steps.push([node.localName, ariaRole(node), ...classes].join('.'));
  }
  return steps.reverse().join('>');
}

/** A control's kind with its role: controls of one such kind are repeats of one another. */
export const kindKey = (control: Element, role = roleFor(control)) => `${role}|${kindOf(control)}`;

/**
 * Whether controls of one kind are the records of a list rather than the fields of a form: links
 * always are, and options that are no choice of a set; buttons and toggles when each item's has
 * the same name or shows the same text (an Add, a Favourite per record), or when each lies in a
 * row of its own of one table; text fields, selects and sliders are not.
 */
export function isRepeatOfRecords(controls: Element[], role: Role): boolean {
  if (role === 'navigation') return true;
  if (role === 'option')
    return !controls.some(
      (c) => c.hasAttribute('aria-pressed') || CHOICE_ITEM_ROLES.has(ariaRole(c)) || isRadio(c) || choiceGroupOf(c),
    );
  if (role === 'action' || role === 'toggle') {
    // Cards a click opens (a pointer cursor, no control inside) are the records of their list.
    if (controls.every((control) => !isInteractive(control) && looksClickable(control))) return true;
    if (inRowsOfOneTable(controls)) return true;
    const same = (names: string[]) => names[0] !== '' && names.every((name) => name === names[0]);
    return same(controls.map((control) => accessibleName(control, 'all'))) || same(controls.map(textOf));
  }
  return false;
}

/** The table row an element is in, and the table, grid or treegrid of that row. */
function rowOf(element: Element): { row: Element; table: Element | null } | null {
  const row = element.closest('tr, [role="row"]');
  return row ? { row, table: row.closest(TABLE) } : null;
}

/** Whether controls lie each in a row of its own of one table: the records of that table. */
function inRowsOfOneTable(controls: Element[]): boolean {
  const rows = controls.map(rowOf);
  if (rows.some((row) => !row?.table)) return false;
  return new Set(rows.map((row) => row!.row)).size === rows.length && new Set(rows.map((row) => row!.table)).size === 1;
}

/** The controls that have a role, by their kind. */
function controlsByKind(controls: Element[]): Map<string, Element[]> {
  const kinds = new Map<string, Element[]>();
  for (const control of controls) {
    const role = roleFor(control);
    if (!role) continue;
    const kind = kindKey(control, role);
    kinds.set(kind, [...(kinds.get(kind) ?? []), control]);
  }
  return kinds;
}

/** What a list holds as one record: a list item, a table row, an article. */
const RECORD = 'li, [role="listitem"], tr, [role="row"], article, [role="article"]';

/** A member's item: its highest ancestor below the container that holds no other member. */
export function itemOf(member: Element, members: Element[], container: Element): Element {
  let item = member;
  while (
    item.parentElement &&
    item.parentElement !== container &&
    !members.some((other) => other !== member && item.parentElement!.contains(other))
  )
    item = item.parentElement;
  return item;
}

/**
 * A list member's record: its item, or, when that is no record itself but lies in one below the
 * container (several links in one card of a list, a row of a hinted collection), that record,
 * whose item the member is one control of.
 */
function recordOf(member: Element, members: Element[], container: Element): Element {
  const item = itemOf(member, members, container);
  if (item.matches(RECORD)) return item;
  for (let node = item.parentElement; node && node !== container; node = node.parentElement)
    if (node.matches(RECORD) || node.parentElement?.getAttribute(HINT_ATTR.role) === 'collection') return node;
  return item;
}

/**
 * Repeated structures among the unhinted controls. Controls of one kind (the same tags and classes
 * from <body> down, and the same role) that are a list's records make a repeat; its container is
 * their lowest common ancestor, and each one's item is its highest ancestor below the container
 * that holds no other of them (or the record it lies in). Repeats in one container make one collection, its items those of the
 * largest repeat; the other repeats' controls join the item they lie in.
 */
export function findCollections(controls: Element[]): FoundCollection[] {
  const byContainer = new Map<Element, Element[][]>();
  for (const [kind, members] of controlsByKind(controls)) {
    if (members.length < 2 || !isRepeatOfRecords(members, kind.split('|')[0] as Role)) continue;
    const container = lowestCommonAncestor(members);
    if (!container || container === document.body || container === document.documentElement) continue;
    const items = [...new Set(members.map((member) => recordOf(member, members, container)))];
    if (items.length < 2) continue;
    byContainer.set(container, [...(byContainer.get(container) ?? []), items]);
  }
  const found: FoundCollection[] = [];
  for (const [container, repeats] of byContainer) {
    const items = repeats.reduce((largest, repeat) => (repeat.length > largest.length ? repeat : largest));
    if (new Set(items).size === items.length) found.push({ container, items });
  }
  return found;
}

/**
 * The rows of a data table that hold no control at all: each row a record to read. A table body
 * (`<tbody>`, `role="rowgroup"` of a grid or table) with two or more visible rows of cells, none
 * holding a control or a hint, and no collection hint around it.
 */
export function findReadOnlyRows(isVisible: (element: Element) => boolean): FoundCollection[] {
  const found: FoundCollection[] = [];
  const seen = new Set<Element>();
  for (const body of document.querySelectorAll('tbody, [role="rowgroup"]')) {
    const table = body.closest(TABLE);
    if (seen.has(body) || !table || table.matches('[role="presentation"], [role="none"]')) continue;
    seen.add(body);
    const rows = readOnlyRowsOf(body, isVisible);
    if (rows) found.push({ container: body, items: rows });
  }
  return found;
}

/** A table body's visible rows of cells when there are two or more and none is or holds a control or a hint. */
function readOnlyRowsOf(body: Element, isVisible: (element: Element) => boolean): Element[] | null {
  if (composedClosest(body, `[${HINT_ATTR.role}="collection"]`)) return null;
  const rows = [...body.children].filter(
    (row) =>
      row.matches('tr, [role="row"]') && row.querySelector('td, [role="gridcell"], [role="cell"]') && isVisible(row),
  );
  if (rows.length < 2) return null;
  if (
    rows.some(
      (row) =>
        row.getAttribute(HINT_ATTR.id) ||
        row.querySelector(`[${HINT_ATTR.id}]`) ||
        isInteractive(row) ||
        controlsIn(row).length > 0,
    )
  )
    return null;
  return rows;
}

/**
 * A list's name: its own, else that of the table, grid or list it is the body of. A heading of
 * one of its items names that item, not the list.
 */
export function listName(container: Element, isVisible: (element: Element) => boolean, items: Element[] = []): string {
  const own = containerNameSource(container, isVisible);
  const words = own.replace(/\s+/g, ' ').trim();
  if (words && !items.some((item) => wordsOf(item).startsWith(words))) return own;
  const whole = container.parentElement?.closest(TABLE);
  return whole ? containerNameSource(whole, isVisible) : '';
}

/** An item's name: its first heading, else a row's name, else its first control's name, else its words. */
function itemName(item: Element, controls: Element[]): string {
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  if (heading && wordsOf(heading)) return wordsOf(heading);
  const row = rowName(item);
  if (row) return row;
  for (const control of controls) {
    const name = accessibleName(control, 'all');
    if (name) return name;
  }
  return wordsOf(item);
}

const KEY_ATTRIBUTES = ['data-key', 'data-id', 'data-row-key', 'data-item-id', 'data-value', 'data-slug', 'data-sku'];

/** Each item's key, and where the keys come from (for the suggestion's why). */
export interface ItemKeys {
  keys: string[];
  from: string;
}

/**
 * Each item's key: a link's last path segment, a data attribute, else the slug of its name, the
 * first of these that tells every item apart; the position only when nothing does.
 */
export function itemKeys(items: Element[], controlsOf: (item: Element) => Element[]): ItemKeys {
  const distinct = (keys: string[]) => keys.every(Boolean) && new Set(keys).size === keys.length;
  const linkOf = (item: Element) =>
    item.matches('a[href]') ? item : (controlsOf(item).find((control) => control.matches('a[href]')) ?? null);
  const fromLinks = items.map((item) => slug(lastPathSegment(linkOf(item) ?? item), 3));
  if (distinct(fromLinks)) return { keys: fromLinks, from: "its link's path" };
  for (const attribute of KEY_ATTRIBUTES) {
    const keys = items.map((item) => {
      const carrier = item.hasAttribute(attribute) ? item : item.querySelector(`[${attribute}]`);
      return slug(carrier?.getAttribute(attribute) ?? '', 3);
    });
    if (distinct(keys)) return { keys, from: attribute };
  }
  // Words first; the values an item shows (a price, a count) only where words do not tell them apart.
  const names = items.map((item) => itemName(item, controlsOf(item)));
  const worded = names.map((name) => wordSlug(name, 3));
  if (distinct(worded)) return { keys: worded, from: 'its name' };
  const named = names.map((name) => slug(name, 3));
  if (distinct(named)) return { keys: named, from: 'its name' };
  return { keys: items.map((_, index) => String(index + 1)), from: 'its position: nothing else tells the items apart' };
}
