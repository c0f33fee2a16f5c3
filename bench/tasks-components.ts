// Tasks on the component-library fixture app (test/apps/components: React 19 and real Radix parts,
// whose lists, menus and dialogs are portaled and mounted only while open).

import { COMPONENT_APP_PATH } from '../test/support/fixture-apps.js';
import {
  all,
  block,
  click,
  entries,
  expectScreen,
  expectValue,
  fieldShows,
  has,
  lacks,
  navigate,
  rowLeft,
  type,
} from './tasks.js';
import type { Json, Task } from './tasks.js';

const entry = (r: Json, id: string) => entries(r).get(id);

/** The state an entry of the result states. */
const stateOf = (r: Json, id: string): unknown => entry(r, id)?.['state'];

export const COMPONENT_TASKS: Task[] = [
  {
    key: 'radix-new-deck',
    title: 'Pick a Pitch template, favourite it, and create a deck from it in the dialog',
    app: 'Radix app',
    start: COMPONENT_APP_PATH,
    steps: (base) => [
      {
        title: 'open the app',
        act: navigate(`${base}${COMPONENT_APP_PATH}`),
        read: { kind: 'screen' },
        companion: (r) => all(expectScreen(r, 'templates'), expectValue(r, 'favorites.count', '1 favourite')),
        playwright: (s) => has(s, '1 favourite', /tab "Templates"[^\n]*\[selected\]/),
      },
      {
        title: 'open the category list',
        act: click('templates.category'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) => (entry(r, 'templates.category.pitch') ? undefined : 'the Pitch option should have appeared'),
        playwright: (s) => has(s, 'option "Pitch"'),
      },
      {
        title: 'choose Pitch',
        act: click('templates.category.pitch'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          all(
            rowLeft(r, 'templates.grid', 'minimal'),
            rowLeft(r, 'templates.grid', 'paper'),
            expectValue(r, 'templates.category', 'Pitch'),
          ),
        playwright: (s) => all(has(s, 'combobox "Category"'), lacks(s, 'option "Minimal', 'option "Paper')),
      },
      {
        title: 'pick the Bold template',
        act: click('templates.grid.item.bold'),
        read: { kind: 'observe', id: 'templates.grid.item.bold', until: { state: 'selected' } },
        companion: (r) =>
          stateOf(r, 'templates.grid.item.bold') === 'selected' ? undefined : 'Bold should be selected',
        playwright: (s) => has(s, /option "Bold[^"]*"[^\n]*\[selected\]/),
      },
      {
        title: 'favourite it',
        act: click('templates.grid.item.bold.favorite'),
        read: { kind: 'observe', id: ['favorites.count', 'templates.grid.item.bold.favorite'], until: 'changed' },
        companion: (r) =>
          all(
            expectValue(r, 'favorites.count', '2 favourites'),
            stateOf(r, 'templates.grid.item.bold.favorite') === 'favorited' ? undefined : 'Bold should be favorited',
          ),
        playwright: (s) => has(s, '2 favourites'),
      },
      {
        title: 'open the Use template dialog',
        act: click('templates.use'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) =>
          all(
            entry(r, 'create.dialog')?.['name'] === 'New deck from Bold' ? undefined : 'the dialog should be for Bold',
            entry(r, 'create.dialog.submit')?.['enabled'] === false ? undefined : 'Create should start disabled',
          ),
        playwright: (s) => has(s, 'New deck from Bold', /button "Create deck" \[disabled\]/),
      },
      {
        title: 'name the deck',
        act: type('create.dialog.name', 'Q3 review'),
        read: { kind: 'observe', id: ['create.dialog.name', 'create.dialog.submit'], until: 'changed' },
        companion: (r) =>
          all(
            expectValue(r, 'create.dialog.name', 'Q3 review'),
            entry(r, 'create.dialog.submit')?.['enabled'] === false ? 'Create should be enabled' : undefined,
          ),
        playwright: (s) => all(fieldShows(s, 'textbox', 'Deck name', 'Q3 review'), lacks(s, '[disabled]')),
      },
      {
        title: 'create it',
        act: click('create.dialog.submit'),
        read: { kind: 'observe', id: ['status', 'create.dialog'], until: 'changed' },
        companion: (r) =>
          all(
            expectValue(r, 'status', 'Created “Q3 review” from Bold.'),
            entry(r, 'create.dialog')?.['absent'] === true ? undefined : 'the dialog should have closed',
          ),
        playwright: (s) => all(has(s, 'Created “Q3 review” from Bold.'), lacks(s, 'New deck from Bold')),
      },
    ],
  },
  {
    key: 'radix-manage',
    title: 'Delete a deck through its menu, then read a help answer in the accordion',
    app: 'Radix app',
    start: COMPONENT_APP_PATH,
    steps: (base) => [
      {
        title: 'open the app',
        act: navigate(`${base}${COMPONENT_APP_PATH}`),
        read: { kind: 'screen' },
        companion: (r) => expectScreen(r, 'templates'),
        playwright: (s) => has(s, /tab "Templates"[^\n]*\[selected\]/),
      },
      {
        title: 'go to My decks',
        act: click('tabs.decks'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(
            expectScreen(r, 'decks'),
            JSON.stringify((block(r, 'decks.list')?.['items'] as unknown[][] | undefined)?.map((row) => row[0])) ===
              JSON.stringify(['deck-1', 'deck-2'])
              ? undefined
              : 'the decks list should hold deck-1 and deck-2',
          ),
        playwright: (s) => has(s, /tab "My decks"[^\n]*\[selected\]/, 'Weekly sync', 'Launch plan'),
      },
      {
        title: 'open the Weekly sync menu',
        act: click('decks.list.item.deck-1.menu'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) => (entry(r, 'deck.menu.delete') ? undefined : 'the menu should offer Delete'),
        playwright: (s) => has(s, /menuitem "Delete/),
      },
      {
        title: 'delete the deck',
        act: click('deck.menu.delete'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) => all(rowLeft(r, 'decks.list', 'deck-1'), expectValue(r, 'status', 'Deleted “Weekly sync”.')),
        playwright: (s) => all(has(s, 'Deleted “Weekly sync”.'), lacks(s, 'menuitem')),
      },
      {
        title: 'go to Help',
        act: click('tabs.help'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) => expectScreen(r, 'help'),
        playwright: (s) => has(s, /tab "Help"[^\n]*\[selected\]/),
      },
      {
        title: 'open the question on formats',
        act: click('help.formats'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) => expectValue(r, 'help.formats.answer', 'PDF and PNG, one file per slide.'),
        playwright: (s) => has(s, 'PDF and PNG, one file per slide.'),
      },
    ],
  },
];
