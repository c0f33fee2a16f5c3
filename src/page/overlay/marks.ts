// The review overlay's marks: one outline per hinted, flagged or suggested element, in its role's
// colour from the vocabulary (red for what the app should change), each with a label that the
// label layout places.

import { HINT_ATTR } from '../dom/elements.js';
import type { GapScan } from '../review/gaps.js';
import { suggestionLabel } from '../review/suggest.js';
import type { GapKind, HintSuggestion, OutlineCounts } from '../types.js';
import { type Rect, type Size, sizeOf } from './geometry.js';
import { VOCABULARY, isRole, roleHas } from '../vocabulary.js';

/** Each role's colour is in the vocabulary; a hint of no known role is drawn black, and pure red is kept for gaps. */
export const OTHER_COLOUR = '#000000';
export const GAP_COLOUR = '#ff0000';

const MAX_BOXES = 5000;

export interface Mark {
  element: Element;
  box: HTMLElement;
  label: HTMLElement;
  /** The label's full text: the id, and for a gap its kinds in full. */
  text: string;
  /** Its number in the panel's list when the full text finds no room beside the element. */
  number: number;
  colour: string;
  gap: boolean;
  /** Placed first: gaps, then controls, then regions and collections (they are big and have room). */
  rank: number;
  full: Size;
  badge: Size;
}

export interface Marks extends OutlineCounts {
  marks: Mark[];
}

/** Each gap element's kinds, in the order the scan found them. */
function gapKinds(scan: GapScan): Map<Element, GapKind[]> {
  const gapsOf = new Map<Element, GapKind[]>();
  for (const [kind, found] of scan.findings) {
    for (const finding of found) {
      for (const element of finding.elements) {
        const kinds = gapsOf.get(element) ?? [];
        if (!kinds.includes(kind)) kinds.push(kind);
        gapsOf.set(element, kinds);
      }
    }
  }
  return gapsOf;
}

interface Marked {
  element: Element;
  kinds: GapKind[] | undefined;
  suggestion: HintSuggestion | undefined;
}

/** Hinted, gap and suggested elements in document order (at most MAX_BOXES): what the overlay marks. */
function markedElements(scan: GapScan, suggested: Map<Element, HintSuggestion>): Marked[] {
  const gapsOf = gapKinds(scan);
  const elements = [...new Set([...scan.hinted, ...gapsOf.keys(), ...suggested.keys()])].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return elements
    .slice(0, MAX_BOXES)
    .map((element) => ({ element, kinds: gapsOf.get(element), suggestion: suggested.get(element) }));
}

function countsOf(marked: readonly Marked[]): OutlineCounts {
  return {
    hinted: marked.filter(({ element }) => element.getAttribute(HINT_ATTR.id)).length,
    flagged: marked.filter(({ kinds }) => kinds !== undefined).length,
  };
}

/** The counts the overlay would show, without drawing it. */
export function markCounts(scan: GapScan, suggested: Map<Element, HintSuggestion>): OutlineCounts {
  return countsOf(markedElements(scan, suggested));
}

/**
 * A mark for every hinted, gap and suggested element, in document order, its outline appended to
 * `layer` (the labels are left to the caller, to go above every outline).
 */
export function createMarks(scan: GapScan, suggested: Map<Element, HintSuggestion>, layer: HTMLElement): Marks {
  const marked = markedElements(scan, suggested);
  const marks: Mark[] = [];
  for (const { element, kinds, suggestion } of marked) {
    const id = element.getAttribute(HINT_ATTR.id) ?? '';
    const role = element.getAttribute(HINT_ATTR.role) ?? '';
    const colour = isRole(role) ? VOCABULARY[role].colour : OTHER_COLOUR;
    // A suggested hint is drawn as a gap: both are what the app should change.
    const flaggedHere = kinds !== undefined || suggestion !== undefined;
    const box = document.createElement('div');
    box.className = flaggedHere ? 'box gap' : 'box';
    box.style.setProperty('--c', colour);
    const label = document.createElement('div');
    label.className = flaggedHere ? 'label gap' : 'label';
    label.style.setProperty('--c', colour);
    const fix = suggestion ? suggestionLabel(suggestion) : '';
    const text = kinds
      ? `${kinds.join(', ')}${id ? `: ${id}` : ''}${fix ? ` ${fix}` : ''}`
      : [id, fix].filter(Boolean).join(' ');
    layer.append(box);
    const rank = flaggedHere ? 0 : roleHas(role, 'container') ? 2 : 1;
    const empty = { width: 0, height: 0 };
    marks.push({
      element,
      box,
      label,
      text,
      number: marks.length + 1,
      colour,
      gap: flaggedHere,
      rank,
      full: empty,
      badge: empty,
    });
  }
  return { marks, ...countsOf(marked) };
}

/** Both sizes of every label, read in two passes so that the page lays out twice, not per label. */
export function measureLabels(marks: Mark[]): void {
  for (const mark of marks) mark.label.textContent = mark.text;
  for (const mark of marks) mark.full = sizeOf(mark.label);
  for (const mark of marks) mark.label.textContent = String(mark.number);
  for (const mark of marks) mark.badge = sizeOf(mark.label);
}

/** Outlines every element where it is now; answers the rectangles of those on screen. */
export function drawOutlines(marks: Mark[], view: Size): Map<Mark, Rect> {
  // Every read first, then every write: one page layout, not one per element.
  const measured = marks.map((mark) => mark.element.getBoundingClientRect());
  const rects = new Map<Mark, Rect>();
  marks.forEach((mark, index) => {
    const r = measured[index]!;
    Object.assign(mark.box.style, {
      display: r.width === 0 && r.height === 0 ? 'none' : 'block',
      left: `${r.left}px`,
      top: `${r.top}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    });
    const onScreen =
      (r.width > 0 || r.height > 0) && r.bottom > 0 && r.right > 0 && r.top < view.height && r.left < view.width;
    if (onScreen) rects.set(mark, { left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  });
  return rects;
}
