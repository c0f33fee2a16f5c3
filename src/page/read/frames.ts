// Frames: which of a document's <iframe>/<frame> elements hold a document the server can read (the
// same origin), how Playwright selects each one's owner element, and which are out of reach.

import { FRAME_SELECTOR, HINT_ATTR, isReadableFrame } from '../dom/elements.js';
import { cssPath, isGoodId } from './place.js';
import type { FrameOwner } from '../types.js';
import { createVisibilityChecker } from './visibility.js';

/**
 * How to select the owner element in its document: its hint id when that is one element's, else
 * its short CSS path. This is the frame part of the Playwright target an agent builds
 * (`<frame> >> internal:control=enter-frame >> [data-semtag-id='…']`).
 */
export function frameSelector(element: Element): string {
  const id = element.getAttribute(HINT_ATTR.id);
  if (id && isGoodId(id) && document.querySelectorAll(`[${HINT_ATTR.id}="${id}"]`).length === 1)
    return `[${HINT_ATTR.id}='${id}']`;
  return cssPath(element);
}

/** The owner of a frame, read in this document's isolated world (the session asks by node). */
export function frameOwner(element: unknown): FrameOwner {
  if (!(element instanceof Element) || !element.matches(FRAME_SELECTOR)) return { selector: '', readable: false };
  const visible = createVisibilityChecker().isVisible(element);
  return { selector: frameSelector(element), readable: visible && isReadableFrame(element) };
}
