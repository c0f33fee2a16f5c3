// The review overlay's panel: the legend (the role colours on screen), the counts, and the list of
// numbered labels with their full text; docked in the corner the label layout picks.

import { HINT_ATTR } from '../dom/elements.js';
import { MARGIN, type Rect, type Size, sizeOf } from './geometry.js';
import { GAP_COLOUR, type Mark, type Marks } from './marks.js';
import { ROLES, VOCABULARY } from '../vocabulary.js';

/** Numbered labels listed in the panel at most (a page with thousands would fill no panel). */
const MAX_LISTED = 300;

export interface Panel {
  element: HTMLElement;
  /** Frees it to take its natural size within the viewport, before it is measured. */
  fit(view: Size): void;
  size(): Size;
  /** Lists the numbered marks, and says what is left out. */
  list(numbered: Mark[], unlabelled: number): void;
  /** Anchors it in its corner of the reserved area. */
  anchor(dock: Rect, view: Size): void;
}

function chip(text: string, colour: string, tag: 'span' | 'i'): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  element.style.background = colour;
  return element;
}

export function createPanel({ marks, hinted, flagged }: Marks): Panel {
  const panel = document.createElement('div');
  panel.className = 'panel';
  const title = document.createElement('b');
  title.textContent = `semantic-hints: ${hinted} hinted, ${flagged} flagged`;
  const chips = document.createElement('div');
  chips.className = 'chips';
  // Only the colours on screen: a page without gaps shows no red at all.
  const roles = new Set(marks.map(({ element }) => element.getAttribute(HINT_ATTR.role)));
  for (const role of ROLES) if (roles.has(role)) chips.append(chip(role, VOCABULARY[role].colour, 'span'));
  if (flagged > 0) chips.append(chip('gap', GAP_COLOUR, 'span'));
  const key = document.createElement('ol');
  const note = document.createElement('b');
  panel.append(title, chips, key, note);

  return {
    element: panel,
    fit(view) {
      Object.assign(panel.style, {
        left: '0px',
        top: '0px',
        maxWidth: `${Math.min(380, view.width - 2 * MARGIN)}px`,
        maxHeight: `${view.height - 2 * MARGIN}px`,
      });
    },
    size: () => sizeOf(panel),
    list(numbered, unlabelled) {
      key.replaceChildren(
        ...numbered.slice(0, MAX_LISTED).map((mark) => {
          const entry = document.createElement('li');
          entry.append(chip(String(mark.number), mark.gap ? GAP_COLOUR : mark.colour, 'i'), mark.text);
          return entry;
        }),
      );
      const notes = [];
      if (numbered.length > MAX_LISTED) notes.push(`${numbered.length - MAX_LISTED} more numbers not listed`);
      if (unlabelled > 0)
        notes.push(
          `${unlabelled} label${unlabelled === 1 ? '' : 's'} left out for lack of room (outlines still drawn)`,
        );
      note.textContent = notes.join('; ');
    },
    anchor(dock, view) {
      const size = sizeOf(panel);
      const atRight = dock.right >= view.width - MARGIN - 1;
      const atBottom = dock.bottom >= view.height - MARGIN - 1;
      Object.assign(panel.style, {
        left: `${atRight ? dock.right - size.width : dock.left}px`,
        top: `${atBottom ? dock.bottom - size.height : dock.top}px`,
      });
    },
  };
}
