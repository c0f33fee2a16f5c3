// Reads one hinted element into its compact entry.

import { LIMITS, bound } from './bounds.js';
import { HINTED_SELECTOR, HINT_ATTR, controlOf } from './dom.js';
import { accessibleName } from './name.js';
import type { HintEntry } from './types.js';
import { readOptions, readValue } from './value.js';

function attribute(element: Element, name: string): string | undefined {
  const raw = element.getAttribute(name);
  return raw ? bound(raw, LIMITS.token) : undefined;
}

function isDisabled(element: Element): boolean {
  if (element.matches(':disabled')) return true;
  const control = controlOf(element);
  if (control && control !== element && control.matches(':disabled')) return true;
  return element.closest('[aria-disabled="true"], [inert]') !== null;
}

function nameOf(element: Element): string {
  return accessibleName(element, element.querySelector(HINTED_SELECTOR) !== null);
}

/**
 * `withRole`: keep the raw role string (for `other`, and for observe, which has no group around it).
 * `visible` is passed in because the caller has already judged it with its shared checker.
 */
export function readEntry(element: Element, visible: boolean, withRole: boolean): HintEntry {
  const rawRole = element.getAttribute(HINT_ATTR.role);
  const entry: HintEntry = { id: bound(element.getAttribute(HINT_ATTR.id) ?? '', LIMITS.token) };
  if (withRole && rawRole !== null) entry.role = bound(rawRole, LIMITS.token);

  const value = readValue(rawRole, element);
  const name = nameOf(element);
  if (name && name !== value) entry.name = name;

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
  if (value !== undefined) entry.value = value;
  if (isDisabled(element)) entry.enabled = false;
  if (!visible) entry.visible = false;
  return entry;
}
