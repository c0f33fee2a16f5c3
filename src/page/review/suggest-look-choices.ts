// Choices the page shows only by their look (hint-design.md "Suggested hints (`--suggest`)"): buttons of one kind
// beside one another, each with its own name, where the chosen one is painted apart (a payment
// type chosen among cards, a segment of a segmented control). They are the options of one select;
// the page must say which is chosen (`aria-pressed`) for the select's value to be read.

import { lowestCommonAncestor } from '../dom/elements.js';
import { accessibleName } from '../read/name.js';
import { isRepeatOfRecords, itemOf, kindKey } from './suggest-collections.js';
import { choiceGroupOf, roleFor } from './suggest-role.js';

/** A set of choices told apart only by their look. */
export interface LookChoices {
  /** Their lowest common ancestor: where the select goes. */
  container: Element;
  choices: Element[];
  /** The choices painted apart from the others: the chosen ones (none when that is not told). */
  chosen: Set<Element>;
}

const isDisabled = (element: Element) => element.matches(':disabled, [aria-disabled="true" i]');

/** How an element is painted now, in the properties that show a choice. */
function lookOf(element: Element): string {
  const style = getComputedStyle(element);
  return [style.backgroundColor, style.borderTopColor, style.color, style.fontWeight, style.boxShadow].join('|');
}

/**
 * The choices whose look (the choice's and its item's) is not the most common one: the chosen
 * ones; an empty set when all look alike or no look is the most common (two choices painted
 * apart from each other); undefined when all look alike.
 */
function paintedApart(choices: Element[], items: Element[]): Set<Element> | undefined {
  const looks = choices.map((choice, index) => `${lookOf(choice)}/${lookOf(items[index]!)}`);
  const counts = new Map<string, number>();
  for (const look of looks) counts.set(look, (counts.get(look) ?? 0) + 1);
  if (counts.size < 2) return undefined;
  const most = Math.max(...counts.values());
  if ([...counts.values()].filter((count) => count === most).length > 1) return new Set();
  return new Set(choices.filter((_, index) => counts.get(looks[index]!)! < most));
}

/**
 * Buttons that act (no state of their own), no choice of a set already, of one kind (kindKey), two
 * or more, enabled, each named apart, no records of a list, their looks not all alike: the choices
 * of one select.
 */
export function findLookChoices(controls: Element[]): LookChoices[] {
  const byKind = new Map<string, Element[]>();
  for (const control of controls) {
    if (roleFor(control) !== 'action' || choiceGroupOf(control) || control.matches('a[href]')) continue;
    const kind = kindKey(control);
    byKind.set(kind, [...(byKind.get(kind) ?? []), control]);
  }
  const found: LookChoices[] = [];
  for (const choices of byKind.values()) {
    // Records (an Add in each card, a Cancel in each row) are a collection, whatever their look;
    // a disabled button is painted apart without being chosen.
    if (choices.length < 2 || isRepeatOfRecords(choices, 'action') || choices.some(isDisabled)) continue;
    const names = choices.map((choice) => accessibleName(choice, 'all'));
    if (names.some((name) => !name) || new Set(names).size < names.length) continue;
    const container = lowestCommonAncestor(choices);
    if (!container || container === document.body) continue;
    const items = choices.map((choice) => itemOf(choice, choices, container));
    const chosen = paintedApart(choices, items);
    if (chosen) found.push({ container, choices, chosen });
  }
  return found;
}
