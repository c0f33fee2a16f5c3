// The bundle's entry: installs the page functions on the global object of the isolated world the
// server evaluates in. Page scripts live in another world and can neither see nor replace them.

import { observe } from './observe.js';
import { snapshot } from './snapshot.js';
import type { PageApi } from './types.js';

const api: PageApi = {
  snapshot,
  observe,
  focusState: () => ({ visible: document.visibilityState === 'visible', focused: document.hasFocus() }),
};

(globalThis as unknown as { __semanticHints: PageApi }).__semanticHints = api;
