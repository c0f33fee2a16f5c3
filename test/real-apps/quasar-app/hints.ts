// The app team's hints on create-quasar's app template (Quasar 2 on Vue 3: a layout with a header,
// a menu button toggling a drawer of links, and routed pages), as edits of its .vue files: the
// attributes go on the template's tags, Quasar's components pass them to their root element, and
// Vue's bindings (`:data-semtag-…`) fill in what depends on the app's state or data.

import { hint, on } from '../../support/real-apps.js';
import type { RealAppSpec } from '../../support/real-apps.js';
import { quasarApp } from './build.js';

const TEMPLATE = 'templates/app/vite-3/js';
const LAYOUT = `${TEMPLATE}/manualRouting/src/layouts/MainLayout.vue`;
const LINK = `${TEMPLATE}/BASE/src/components/EssentialLink.vue`;
const INDEX = `${TEMPLATE}/manualRouting/src/pages/IndexPage.vue`;
const SECOND = `${TEMPLATE}/manualRouting/src/pages/SecondPage.vue`;
const NOT_FOUND = `${TEMPLATE}/manualRouting/src/pages/ErrorNotFound.vue`;

/** A link's key, from its label in the layout's data ("Discord Chat Channel": discord-chat-channel). */
const linkKey = "props.label.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')";

export const realApp: RealAppSpec = {
  package: 'create-quasar',
  copy: ['templates/app'],
  // The hash router's address of the index route: the page as the app shows it once loaded.
  start: 'index.html#/',
  build: quasarApp,
  edits: [
    on(LAYOUT, '<q-header elevated>', hint('layout.header', 'region', { 'aria-label': 'Header' })),
    // The menu button says whether the drawer is open, bound to the state it toggles.
    on(
      LAYOUT,
      'aria-label="Menu"',
      hint('layout.menu', 'toggle', { 'data-semtag-controls': 'layout.drawer', ':aria-expanded': 'leftDrawerOpen' }),
    ),
    on(LAYOUT, '<div>Quasar v', hint('layout.version', 'observable')),
    on(
      LAYOUT,
      'v-model="leftDrawerOpen"',
      // QDrawer passes role and aria-* to its <aside>, the rest to the <div> inside: only `title`
      // lands beside the hint to name it.
      hint('layout.drawer', 'region', {
        title: 'Menu',
        ':data-semtag-state': "leftDrawerOpen ? 'open' : 'closed'",
      }),
    ),
    on(LAYOUT, '<q-list>', hint('layout.links', 'collection', { 'aria-label': 'Essential Links' })),
    on(LINK, 'tag="a"', {
      ':data-semtag-id': `'layout.links.item.' + ${linkKey}`,
      'data-semtag-role': 'navigation',
      ':data-semtag-target': linkKey,
    }),
    on(INDEX, '<q-page', hint('index.page', 'region', { 'aria-label': 'Index Page' })),
    on(INDEX, 'to="/second"', hint('index.second', 'navigation', { 'data-semtag-target': 'second.page' })),
    on(SECOND, '<q-page', hint('second.page', 'region', { 'aria-label': 'Second Page' })),
    on(SECOND, 'to="/"', hint('second.index', 'navigation', { 'data-semtag-target': 'index.page' })),
    on(NOT_FOUND, '<div class="fullscreen', hint('not-found.page', 'region', { 'aria-label': 'Page not found' })),
    on(NOT_FOUND, 'to="/"', hint('not-found.home', 'navigation', { 'data-semtag-target': 'index.page' })),
  ],
};
