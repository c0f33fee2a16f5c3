// TodoMVC's Vue example (todomvc, examples/vue: Vue 0.10, in-DOM templates), hinted by
// test/real-apps/todomvc-vue/hints.ts: its flow end to end (test/real-apps/todomvc-vue/flow.ts):
// todos added, completed, filtered, edited in place, cleared and removed. In every state, every
// hint the server states is checked against the DOM, Chromium's accessibility tree and Playwright's trial click, and the
// review's suggestions are measured against the hints.

import { describe, expect, it } from 'vitest';
import { FLOW_TIMEOUT_MS, realAppFlow } from '../support/real-app-flow.js';
import { realAppFlows } from '../support/real-apps.js';

const app = await realAppFlow('todomvc-vue');
const flows = await realAppFlows('todomvc-vue');

/** What a state shows beyond the truth check, by state. */
const checks: Record<string, () => Promise<void>> = {
  'three todos': async () => {
    expect(await app.observe('todos.left')).toMatchObject({ value: '3 items left' });
  },
  'completed shown': async () => {
    expect(await app.observe('todos.filter.completed')).toMatchObject({ state: 'selected' });
  },
  'one completed': async () => {
    expect(await app.observe('todos.list.item.0.done')).toMatchObject({ value: true });
    // Named only by CSS (`::after { content: '✖' }`), as Chromium names it; shown while hovered.
    expect(await app.observe('todos.list.item.0.remove')).toMatchObject({ name: '✖' });
  },
  edited: async () => {
    expect(await app.observe('todos.list.item.1.title')).toMatchObject({ value: 'Write the report' });
  },
};

describe('TodoMVC (Vue)', () => {
  it('is the template with hints added and nothing else', () => app.expectHintsOnly(['index.html']));

  for (const [name, steps] of Object.entries(flows))
    it(`${name}: ${steps.map((step) => step.state).join(' → ')}`, () => app.run(steps, checks), FLOW_TIMEOUT_MS);
});
