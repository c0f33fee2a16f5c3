// The app team's hints on TodoMVC's Vue example (todomvc, examples/vue: Vue 0.10 with in-DOM
// templates), as edits of its index.html: the attributes go on the template's tags, and Vue's
// `{{ }}` interpolation fills in each item's id and each filter's state.

import { hint, on as onFile } from '../../support/real-apps.js';
import type { HintEdit, RealAppSpec } from '../../support/real-apps.js';

const FILE = 'examples/vue/index.html';
const on = (anchor: string, attributes: Record<string, string>): HintEdit => onFile(FILE, anchor, attributes);
// The items carry no key in the data (a title and a flag): the position in the list is the key.
const item = 'todos.list.item.{{$index}}';

const filter = (key: string): HintEdit =>
  on(
    `href="#/${key}"`,
    hint(`todos.filter.${key}`, 'option', {
      'data-semtag-state': `{{filter == '${key}' ? 'selected' : 'unselected'}}`,
    }),
  );

export const realApp: RealAppSpec = {
  package: 'todomvc',
  copy: ['examples/vue'],
  start: 'examples/vue/index.html',
  edits: [
    on('<section id="todoapp">', hint('todos', 'region')),
    on('<input id="new-todo"', hint('todos.new', 'input', { 'data-semtag-action': 'add-todo' })),
    on('<input id="toggle-all"', hint('todos.all-done', 'toggle')),
    on('<ul id="todo-list">', hint('todos.list', 'collection')),
    on('<input class="toggle"', hint(`${item}.done`, 'toggle')),
    on('<label v-text="title"', hint(`${item}.title`, 'observable')),
    on('<button class="destroy"', hint(`${item}.remove`, 'action', { 'data-semtag-action': 'remove-todo' })),
    on('<input class="edit"', hint(`${item}.edit`, 'input')),
    on('<span id="todo-count">', hint('todos.left', 'observable')),
    filter('all'),
    filter('active'),
    filter('completed'),
    on('href="http://evanyou.me"', hint('info.author', 'navigation', { 'data-semtag-target': 'author' })),
    on('href="http://todomvc.com"', hint('info.todomvc', 'navigation', { 'data-semtag-target': 'todomvc' })),
    on('<button id="clear-completed"', hint('todos.clear', 'action', { 'data-semtag-action': 'clear-completed' })),
  ],
};
