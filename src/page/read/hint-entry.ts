// Reads one hinted element into its compact entry.

import { LIMITS, bound, cleanText } from '../dom/bounds.js';
import { closestAriaTrue, isAriaTrue } from '../dom/aria.js';
import { hasComposedMatch } from '../dom/composed.js';
import { HINTED_SELECTOR, HINT_ATTR, choicesOf, controlOf } from '../dom/elements.js';
import { isOutOfUse } from './modal.js';
import { accessibleName, accessibleNameSource, containerNameSource } from './name.js';
import type { NameText } from './name.js';
import type { HintEntry, HintValue } from '../types.js';
import { statedTotal } from './total.js';
import { readOptions, readValue, wrappedWidget } from './value.js';
import type { VisibilityChecker } from './visibility.js';
import { roleHas } from '../vocabulary.js';

/** Roles whose value lives in a control: for them a disabled control disables the hint around it. */
const holdsValueInControl = (role: string | null): role is string =>
  roleHas(role, 'actedOn') && roleHas(role, 'holdsValue');

function attribute(element: Element, name: string): string | undefined {
  const raw = element.getAttribute(name);
  return raw ? bound(raw, LIMITS.token) : undefined;
}

function isDisabled(element: Element, role: string | null, visible: boolean, visibility: VisibilityChecker): boolean {
  if (element.matches(':disabled')) return true;
  // A label hint passes clicks to its control (React Aria's Checkbox and Radio are labels around
  // one): with that control disabled, a click on it does nothing.
  if (element instanceof HTMLLabelElement && element.control?.matches(':disabled') === true) return true;
  // Only for value roles: a region whose first field is disabled is not itself disabled.
  if (holdsValueInControl(role) && hasDisabledControl(element, role)) return true;
  return closestAriaTrue(element, 'aria-disabled') !== null || isOutOfUse(element, visible, visibility);
}

/** A widget out of use: disabled, or saying so with aria-disabled. */
const isDisabledWidget = (widget: Element): boolean =>
  widget.matches(':disabled') || isAriaTrue(widget, 'aria-disabled');

/** Whether what a value role reads its value from is disabled (hint-design.md "`enabled`"). */
function hasDisabledControl(element: Element, role: string): boolean {
  // A group of choices hinted as one select is out of use only when none of its choices is in use.
  const choices = role === 'select' ? choicesOf(element) : [];
  if (choices.length > 0) return choices.every(isDisabledWidget);
  const control = controlOf(element);
  if (control) return control !== element && control.matches(':disabled');
  // A wrapper with no form control inside shows the widget it reads its value from (hint-design.md "Values").
  const widget = wrappedWidget(role, element);
  return widget !== null && isDisabledWidget(widget);
}

/** A container (an element holding other hints) gives its text to those hints, except for roles an agent clicks. */
function nameText(element: Element, role: string | null): NameText {
  if (!hasComposedMatch(element, HINTED_SELECTOR)) return 'all';
  // Roles an agent clicks are named from their own text even when they hold other hints (a card with a badge).
  return roleHas(role, 'namedFromText') ? 'outsideHints' : 'none';
}

function nameOf(element: Element): string {
  return accessibleName(element, nameText(element, element.getAttribute(HINT_ATTR.role)));
}

/**
 * The name, or undefined when it is empty or equals the value. The comparison uses the text before
 * the name's tighter bound, so a long observable whose name is its text still drops the name.
 */
function nameUnlessValue(
  element: Element,
  role: string | null,
  value: HintValue | undefined,
  visibility: VisibilityChecker,
): string | undefined {
  // Regions and collections are named only from their labels, title or first heading, never their text.
  const source = roleHas(role, 'container')
    ? containerNameSource(element, (heading) => visibility.isVisible(heading))
    : accessibleNameSource(element, nameText(element, role));
  if (!source) return undefined;
  if (typeof value === 'string' && cleanText(source, LIMITS.value) === value) return undefined;
  return cleanText(source, LIMITS.name);
}

/**
 * The raw role string is kept: the snapshot drops it where a role group says it, and keeps it for
 * `other`; observe has no group around the entry.
 * `visible` is passed in because the caller has already judged it with its shared checker;
 * `visibility` is that checker, which also judges the heading that may name a region.
 */
export function readEntry(element: Element, visible: boolean, visibility: VisibilityChecker): HintEntry {
  const rawRole = element.getAttribute(HINT_ATTR.role);
  const entry: HintEntry = { id: bound(element.getAttribute(HINT_ATTR.id) ?? '', LIMITS.token) };
  if (rawRole !== null) entry.role = bound(rawRole, LIMITS.token);

  const value = readValue(rawRole, element);
  const name = nameUnlessValue(element, rawRole, value, visibility);
  if (name) entry.name = name;

  const action = attribute(element, HINT_ATTR.action);
  if (action) entry.action = action;
  const state = attribute(element, HINT_ATTR.state);
  if (state) entry.state = state;
  const target = attribute(element, HINT_ATTR.target);
  if (target) entry.target = target;
  const controls = attribute(element, HINT_ATTR.controls);
  if (controls) entry.controls = controls;
  if (rawRole === 'select') {
    const options = readOptions(element, nameOf);
    if (options) entry.options = options;
  }
  const total = statedTotal(element, rawRole);
  if (total !== undefined) entry.total = total;
  if (value !== undefined) entry.value = value;
  if (isDisabled(element, rawRole, visible, visibility)) entry.enabled = false;
  if (!visible) entry.visible = false;
  return entry;
}
