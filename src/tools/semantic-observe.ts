import { z } from 'zod';
import { isolatedWorld } from '../browser/isolated-world.js';
import { unwrap } from './page-errors.js';
import { roleEntry, semanticId, warning } from './schemas.js';
import { defineTool } from './tool.js';

export const semanticObserve = defineTool({
  name: 'semantic_observe',
  title: 'Observe one hinted element',
  description: [
    'Current state of one hinted element, by its data-semtag-id: use it after acting through Playwright MCP (e.g. browser_click({target: "[data-semtag-id=\'cart.add\']"})) to check the effect (a total that changed, a toggle now on, a button now enabled, an error message shown) without a new snapshot.',
    "Returns {id, role, name, action, state, target, controls, options, value, enabled, visible}, fields only when present; enabled and visible appear only when false. value is the live value: an input's text, a select's chosen label, a toggle's boolean (absent when the page does not hold one), a slider's number, an observable's text. Passwords and card numbers never return a value.",
    'For a folded collection member, rebuild the id from the collection\'s idPattern, e.g. "products.grid.item.beta.price". An id that matches nothing or several elements is an error that lists similar ids.',
  ].join('\n\n'),
  inputSchema: z.strictObject({
    id: semanticId.describe('The element\'s data-semtag-id, exactly as semantic_snapshot gives it, e.g. "cart.total".'),
  }),
  outputSchema: roleEntry.extend({ warning }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handler({ id }, { session, signal }) {
    return session.withPage({ signal }, async (page) =>
      unwrap(await isolatedWorld(page).call('observe', { id }, signal)),
    );
  },
});
