// The page code's world in a tab that a test, the bench or a script opened itself (no server
// session, so no page handle): one per tab, made on first use, let go when the tab closes.

import type { Page } from 'playwright-core';
import { IsolatedWorld } from '../src/browser/isolated-world.js';

const worlds = new WeakMap<Page, IsolatedWorld>();

export function worldOf(page: Page): IsolatedWorld {
  let world = worlds.get(page);
  if (!world) {
    const made = new IsolatedWorld(page);
    worlds.set(page, made);
    page.once('close', () => void made.dispose());
    world = made;
  }
  return world;
}
