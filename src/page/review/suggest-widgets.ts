// Widgets made of several controls, which a suggestion hints once as a whole (hint-design.md
// "`select`" and "`slider`"): a combobox with its open and clear buttons, a combobox inside a
// combobox, the thumbs of a range.

import { composedClosest, composedParent } from '../dom/composed.js';
import { lowestCommonAncestor } from '../dom/elements.js';
import { accessibleName } from '../read/name.js';
import { ariaRole, roleFor } from './suggest-role.js';
import type { Role } from '../vocabulary.js';

/** A button out of the tab order: a widget's own part (a combobox's open or clear button). */
const isPartButton = (element: Element) =>
  (element.localName === 'button' || ariaRole(element) === 'button') && element.getAttribute('tabindex') === '-1';

/** The one hint a widget of several controls gets. */
export interface WholeHint {
  name: string;
  role: Role;
  why: string;
}

/** Controls that are parts of one widget, and the one hint each widget gets instead. */
export interface WidgetWholes {
  parts: Set<Element>;
  hints: Map<Element, WholeHint>;
}

/**
 * Widgets made of several controls, each hinted once as a whole (hint-design.md "`select`" and "`slider`"): a control
 * inside a combobox is the combobox's (the combobox stands for it); a combobox and the buttons
 * beside it that are out of the tab order (open, clear) are one select, on the lowest ancestor
 * holding them and no other control; sliders named by one label (`aria-labelledby`) are the thumbs
 * of one range, a slider on the lowest ancestor holding them and no other control.
 */
export function widgetWholes(controls: Element[]): WidgetWholes {
  const wholes: WidgetWholes = { parts: partsOfComboboxes(controls), hints: new Map() };
  for (const combobox of controls)
    if (ariaRole(combobox) === 'combobox' && !wholes.parts.has(combobox)) addComboboxField(combobox, controls, wholes);
  addRanges(controls, wholes);
  return wholes;
}

/** The controls inside a combobox that is itself one of the controls. */
function partsOfComboboxes(controls: Element[]): Set<Element> {
  const parts = new Set<Element>();
  const listed = new Set(controls);
  for (const control of controls) {
    const outer = composedClosest(composedParent(control), '[role="combobox"]');
    if (outer && listed.has(outer)) parts.add(control);
  }
  return parts;
}

/** A combobox and its buttons as one select, on the field that holds them, when it has buttons. */
function addComboboxField(combobox: Element, controls: Element[], { parts, hints }: WidgetWholes): void {
  const found = comboboxField(combobox, controls, parts);
  if (!found) return;
  for (const part of [combobox, ...found.buttons]) parts.add(part);
  hints.set(found.field, {
    name: accessibleName(combobox, 'all'),
    role: 'select',
    why: 'a combobox and its buttons: one choice from a list, hinted once on the field that holds them',
  });
}

/**
 * The lowest of a combobox's three nearest ancestors that holds other controls, when they are all
 * part buttons, with those buttons; null when another control comes first or none does.
 */
function comboboxField(
  combobox: Element,
  controls: Element[],
  parts: Set<Element>,
): { field: Element; buttons: Element[] } | null {
  for (let node = combobox.parentElement, depth = 0; node && node !== document.body && depth < 3; depth++) {
    const field: Element = node;
    const others = controls.filter(
      (control) =>
        control !== combobox && !combobox.contains(control) && field.contains(control) && !parts.has(control),
    );
    if (others.some((control) => !isPartButton(control))) return null;
    if (others.length) return { field, buttons: others };
    node = node.parentElement;
  }
  return null;
}

/** Sliders named by one label as the thumbs of one range, a slider on the range. */
function addRanges(controls: Element[], { parts, hints }: WidgetWholes): void {
  for (const [label, thumbs] of slidersByLabel(controls, parts)) {
    if (thumbs.length < 2) continue;
    const whole = lowestCommonAncestor(thumbs);
    if (!whole || whole === document.body || controls.some((c) => !thumbs.includes(c) && whole.contains(c))) continue;
    for (const thumb of thumbs) parts.add(thumb);
    hints.set(whole, {
      name: labelText(label),
      role: 'slider',
      why: 'the thumbs of one range: one slider, on the range',
    });
  }
}

/** The sliders that are no widget's part yet, by the ids of the label that names them. */
function slidersByLabel(controls: Element[], parts: Set<Element>): Map<string, Element[]> {
  const byLabel = new Map<string, Element[]>();
  for (const control of controls) {
    const label = control.getAttribute('aria-labelledby')?.trim();
    if (label && !parts.has(control) && roleFor(control) === 'slider')
      byLabel.set(label, [...(byLabel.get(label) ?? []), control]);
  }
  return byLabel;
}

/** The text of the elements an `aria-labelledby` names. */
function labelText(label: string): string {
  return label
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ')
    .trim();
}
