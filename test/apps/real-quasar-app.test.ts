// create-quasar's app template (Quasar 2 on Vue 3, its .vue files compiled and bundled at build
// time), hinted by test/real-apps/quasar-app/hints.ts: its flows end to end
// (test/real-apps/quasar-app/flow.ts): the drawer beside the page at a desktop's width and over it
// at a phone's, the routed pages and the 404 page. In every state, every hint the server states is
// checked against the DOM, Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are
// measured against the hints.

import { describe, expect, it } from 'vitest';
import { FLOW_TIMEOUT_MS, realAppFlow } from '../support/real-app-flow.js';
import { realAppFlows } from '../support/real-apps.js';

const app = await realAppFlow('quasar-app');
const flows = await realAppFlows('quasar-app');

/** What a state shows beyond the truth check, by state. */
const checks: Record<string, () => Promise<void>> = {
  'index, drawer beside': async () => {
    expect(await app.observe('layout.menu')).toMatchObject({ value: true });
    expect(await app.observe('layout.drawer')).toMatchObject({ state: 'open' });
    expect(await app.observe('layout.version')).toMatchObject({ value: expect.stringMatching(/^Quasar v2\./) });
  },
  'drawer hidden': async () => {
    expect(await app.observe('layout.menu')).toMatchObject({ value: false });
    expect(await app.observe('layout.links.item.docs')).toMatchObject({ visible: false });
  },
  'index on a phone': async () => {
    // Quasar's drawer starts closed below its breakpoint: hidden, its links with it.
    expect(await app.observe('layout.menu')).toMatchObject({ value: false });
    expect(await app.observe('layout.links.item.forum')).toMatchObject({ visible: false });
  },
  'drawer over the page on a phone': async () => {
    expect(await app.observe('layout.menu')).toMatchObject({ value: true });
    expect(await app.observe('layout.links.item.forum')).not.toHaveProperty('visible');
    // Quasar marks nothing behind its backdrop hidden or modal, but the backdrop takes the pointer
    // over the whole viewport: the drawer is the modal, and the page behind it is out of use.
    expect(await app.snapshot()).toMatchObject({ modal: 'layout.drawer' });
    expect(await app.observe('index.second')).toMatchObject({ enabled: false });
  },
};

describe('Quasar app (create-quasar)', () => {
  it('is the template with hints added and nothing else', () =>
    app.expectHintsOnly(['index.html', 'index.html#/second', 'index.html#/no-such-page']));

  for (const [name, steps] of Object.entries(flows))
    it(`${name}: ${steps.map((step) => step.state).join(' → ')}`, () => app.run(steps, checks), FLOW_TIMEOUT_MS);
});
