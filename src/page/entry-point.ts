// The bundle's entry: installs the page functions on the global object of the isolated world the
// server evaluates in. Page scripts live in another world and can neither see nor replace them.

import { withLabelIndex } from './name.js';
import { observe } from './observe.js';
import { overlay } from './overlay.js';
import { review } from './review.js';
import { snapshot } from './snapshot.js';
import type { PageApi } from './types.js';

// Whole-page passes read every label once up front (see withLabelIndex).
const api: PageApi = {
  snapshot: (args) => withLabelIndex(() => snapshot(args)),
  observe,
  focusState: () => ({ visible: document.visibilityState === 'visible', focused: document.hasFocus() }),
  review: (args) => withLabelIndex(() => review(args)),
  overlay: (args) => withLabelIndex(() => overlay(args)),
};

(globalThis as unknown as { __semanticHints: PageApi }).__semanticHints = api;
