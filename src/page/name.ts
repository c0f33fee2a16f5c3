// The accessible name, in the order the rulings fix: aria-labelledby, aria-label, associated
// <label>, alt, title, placeholder, then visible text.

import { LIMITS, cleanText } from './bounds.js';
import { controlOf, visibleText } from './dom.js';

function labelledByText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return '';
  const root = element.getRootNode() as Document | ShadowRoot;
  const parts: string[] = [];
  for (const id of ids.split(/\s+/)) {
    const label = id ? root.getElementById(id) : null;
    if (label) parts.push(visibleText(label));
  }
  return parts.join(' ');
}

function labelText(element: Element): string {
  const labels = (element as HTMLInputElement).labels;
  if (!labels || labels.length === 0) return '';
  return Array.from(labels, (label) => visibleText(label)).join(' ');
}

function ownName(element: Element, fromContent: boolean): string {
  const candidates: Array<() => string | null | undefined> = [
    () => labelledByText(element),
    () => element.getAttribute('aria-label'),
    () => labelText(element),
    () => element.getAttribute('alt'),
    () => element.getAttribute('title'),
    () => element.getAttribute('placeholder'),
    () => {
      // Button-like inputs show their value as their label.
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
        return element.value;
      }
      // A select's text is its option list, and a container's text belongs to the hints inside it.
      if (!fromContent || element instanceof HTMLSelectElement) return '';
      return visibleText(element);
    },
  ];
  for (const candidate of candidates) {
    const text = cleanText(candidate() ?? '', LIMITS.name);
    if (text) return text;
  }
  return '';
}

/**
 * `isContainer`: the element holds other hinted elements, so its visible text is theirs, not a name.
 * A wrapper with no name of its own takes the name of the control it wraps.
 */
export function accessibleName(element: Element, isContainer: boolean): string {
  const name = ownName(element, !isContainer);
  if (name) return name;
  const control = controlOf(element);
  return control && control !== element ? ownName(control, false) : '';
}
