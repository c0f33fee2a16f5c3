// What the server says about an app built from real Radix components, end to end: our server, in
// process, reads the fixture app (test/apps/components) while another CDP client acts on it, as
// Playwright MCP would. Each case is a pattern real component libraries produce.

import { describe, expect, it } from 'vitest';
import type { FoldedCollection, Review } from '../../src/page/types.js';
import { changeOf, collectionIn as collection, fixtureAppSession, newIn } from '../support/fixture-app-session.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('components');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, changes } = app;
/** A folded row as an object keyed by the block's fields. */
const row = (block: FoldedCollection, key: string) => {
  const cells = block.items.find((r) => r[0] === key);
  if (!cells) throw new Error(`no row ${key} in ${JSON.stringify(block.items)}`);
  return Object.fromEntries(block.fields.map((field, i) => [field, cells[i]]));
};

describe('a toggle whose on/off state the page does not hold', () => {
  it('reports the state the app wrote and no value, in the folded grid and in observe', async () => {
    const grid = collection(await snapshot(), 'templates.grid');
    expect(grid.itemControls?.['favorite']).toEqual({ role: 'toggle', name: 'Favourite' });
    expect(grid.fields).not.toContain('favorite.value');
    expect(row(grid, 'minimal')['favorite.state']).toBe('favorited');
    expect(await observe('templates.grid.item.minimal.favorite')).toEqual({
      id: 'templates.grid.item.minimal.favorite',
      role: 'toggle',
      name: 'Favourite',
      state: 'favorited',
    });
    await click('templates.grid.item.modern.favorite');
    expect(await observe('templates.grid.item.modern.favorite')).not.toHaveProperty('value');
    expect((await observe('templates.grid.item.modern.favorite')).state).toBe('favorited');
  });

  it('keeps the value of an icon toggle with aria-pressed', async () => {
    expect((await observe('templates.compact')).value).toBe(false);
    await click('templates.compact');
    expect((await observe('templates.compact')).value).toBe(true);
  });
});

describe('a custom select whose list is portaled', () => {
  it('reads its options from the list its trigger names with aria-controls, while open', async () => {
    expect(await observe('templates.category')).not.toHaveProperty('options');
    await click('templates.category');
    expect(await observe('templates.category')).toMatchObject({
      controls: 'templates.grid',
      options: ['All templates', 'Pitch', 'Report', 'Personal'],
      value: 'All templates',
    });
  });

  it('covers the portaled list when scoped to the select, and only the trigger while closed', async () => {
    expect(await snapshot({ scope: 'templates.category' })).toEqual({
      url: appUrl(),
      screen: 'templates',
      select: [{ id: 'templates.category', name: 'Category', controls: 'templates.grid', value: 'All templates' }],
    });
    await click('templates.category');
    const scoped = await snapshot({ scope: 'templates.category' });
    expect(scoped.option?.map((o) => [o.id, o.name, o.state])).toEqual([
      ['templates.category.all', 'All templates', 'selected'],
      ['templates.category.pitch', 'Pitch', 'unselected'],
      ['templates.category.report', 'Report', 'unselected'],
      ['templates.category.personal', 'Personal', 'unselected'],
    ]);
    // The open list is the modal: the trigger behind it is left out (observe reads its options).
    expect(scoped.modal).toBeDefined();
    expect(scoped).not.toHaveProperty('select');
    expect(scoped).not.toHaveProperty('collections');
  });
});

describe('cards holding nested hints', () => {
  it('names every card from its own text, whether or not it holds the Selected badge', async () => {
    let grid = collection(await snapshot(), 'templates.grid');
    expect(grid.fields.slice(0, 3)).toEqual(['key', 'name', 'state']);
    expect(grid.items.map((r) => r.slice(0, 3))).toEqual([
      ['modern', 'Modern', 'selected'],
      ['minimal', 'Minimal', 'unselected'],
      ['bold', 'Bold', 'unselected'],
      ['paper', 'Paper', 'unselected'],
    ]);
    expect((await observe('templates.grid.item.modern')).name).toBe('Modern');

    await click('templates.grid.item.bold');
    grid = collection(await snapshot(), 'templates.grid');
    expect(row(grid, 'bold')).toMatchObject({ name: 'Bold', state: 'selected', selected: true });
    expect(row(grid, 'modern')).toMatchObject({ name: 'Modern', state: 'unselected', selected: null });
  });

  it('still names regions only from their label, never from their text', async () => {
    const s = await snapshot();
    expect(s.region).toEqual([
      { id: 'header', name: 'Deck builder' },
      { id: 'templates', name: 'Templates' },
    ]);
  });
});

describe('the review of the app', () => {
  const review = () => app.server.ok<Review>('semantic_review', {});

  it('accepts single-segment ids and controls naming a closed dialog, and flags the toggles without a state', async () => {
    const found = await review();
    expect(found.gaps).toEqual({
      unreadableToggle: {
        count: 4,
        places: [
          'templates.grid.item.modern.favorite',
          'templates.grid.item.minimal.favorite',
          'templates.grid.item.bold.favorite',
          'templates.grid.item.paper.favorite',
        ],
      },
    });
    expect(found.coverage).toBe(100);
  });

  it('counts the open portaled list of a hinted select as reached through the select', async () => {
    await click('templates.category');
    const found = await review();
    expect(found.gaps).not.toHaveProperty('unhinted');
    expect(found.coverage).toBe(100);
  });

  it('accepts a mounted-on-open menu while closed, on the decks tab, and the open dialog', async () => {
    await click('tabs.decks');
    expect((await review()).gaps).toEqual({});
    await click('tabs.templates');
    await click('templates.use');
    expect((await review()).gaps).not.toHaveProperty('danglingControls');
  });
});

describe('changes after each action, as the companion loop reads them', () => {
  it('states a move to another tab panel as the panel that left, by its id alone, and the one that came', async () => {
    await click('tabs.decks');
    const delta = await changes();
    expect(delta).toMatchObject({ screen: 'decks', delta: true, removed: ['templates'] });
    expect(delta['changed']).toEqual([
      { id: 'tabs.templates', state: 'unselected' },
      { id: 'tabs.decks', state: 'selected' },
    ]);
    expect(delta['collections']).toMatchObject([{ id: 'decks.list', fields: ['key', 'name.value', 'template.value'] }]);
  });

  it('names a closed portaled menu once for all its items', async () => {
    await click('tabs.decks');
    await changes();
    await click('decks.list.item.deck-1.menu');
    const opened = await changes();
    expect(opened['modal']).toBe('deck.menu');
    expect(newIn(opened, 'region')).toEqual([expect.objectContaining({ id: 'deck.menu' })]);
    await click('deck.menu.delete');
    const removed = (await changes())['removed'] as string[];
    expect(removed).toContain('deck.menu');
    expect(removed.filter((id) => id.startsWith('deck.menu.'))).toEqual([]);
    // The deleted deck's row, left alone and so unfolded, is named once by its ids' prefix.
    expect(removed.filter((id) => id.startsWith('decks.list.'))).toEqual(['decks.list.item.deck-1']);
    expect(await app.page.locator("[data-semtag-id^='decks.list.item.deck-1']").count()).toBe(0);
    expect(await app.page.locator("[data-semtag-id^='decks.list.item.deck-2']").count()).toBeGreaterThan(0);
  });

  it('does not repeat what an observe already reported', async () => {
    await click('templates.grid.item.modern.favorite');
    await app.server.ok('semantic_observe', {
      id: ['templates.grid.item.modern.favorite', 'favorites.count', 'status'],
      until: 'changed',
    });
    expect(await changes()).toEqual({ delta: true });
  });

  it('states the rows a filter left, and the rows that stayed coming back into use with the select closed', async () => {
    await click('templates.category');
    // While the Radix Select is open, the page behind it is aria-hidden and takes no pointer events.
    // The list is the modal: what lies behind it is not restated.
    const opened = await changes();
    expect(opened['modal']).toBeDefined();
    expect(opened).not.toHaveProperty('changed');
    expect(JSON.stringify(opened)).not.toContain('templates.grid.item.paper');
    await app.page.click("[data-semtag-id='templates.category.pitch']");
    const delta = await changes();
    // Not the grid again in full: the rows that left, by their keys; the rest back in use.
    expect(delta['collections']).toEqual([{ id: 'templates.grid', removed: ['minimal', 'paper'] }]);
    expect(delta['modal']).toBeNull();
    // The agent never heard they were out of use: nothing to say of them.
    for (const id of ['templates.use', 'templates.grid.item.modern', 'templates.grid.item.bold.favorite'])
      expect(changeOf(delta, id), id).toBeUndefined();
    expect(await app.page.locator("[data-semtag-id^='templates.grid.item.minimal']").count()).toBe(0);
    expect(await app.page.locator("[data-semtag-id='templates.grid.item.bold']").count()).toBe(1);
  });
});
