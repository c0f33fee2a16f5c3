// The app team's hints on SB Admin 2 (startbootstrap-sb-admin-2), as edits of the template's files:
// each anchor is text that occurs once in its file; the attributes go on the tag it lies in.

import { hint, on } from '../../support/real-apps.js';
import type { HintEdit, RealAppSpec } from '../../support/real-apps.js';

type Attributes = Record<string, string>;
/** On the nearest `<tag>` before the anchor (an element told apart only by what it holds). */
const onTag = (file: string, tag: string, anchor: string, attributes: Attributes): HintEdit => ({
  file,
  anchor,
  tag,
  attributes,
});

const login: HintEdit[] = [
  on('login.html', '<div class="p-5">', hint('login', 'region')),
  on('login.html', 'id="exampleInputEmail"', hint('login.email', 'input')),
  on('login.html', 'id="exampleInputPassword"', hint('login.password', 'input')),
  on('login.html', 'id="customCheck"', hint('login.remember', 'toggle')),
  on(
    'login.html',
    'class="btn btn-primary btn-user btn-block"',
    hint('login.submit', 'navigation', { 'data-semtag-target': 'dashboard' }),
  ),
  on('login.html', 'class="btn btn-google', hint('login.google', 'navigation', { 'data-semtag-target': 'dashboard' })),
  on(
    'login.html',
    'class="btn btn-facebook',
    hint('login.facebook', 'navigation', { 'data-semtag-target': 'dashboard' }),
  ),
  on(
    'login.html',
    'href="forgot-password.html"',
    hint('login.forgot', 'navigation', { 'data-semtag-target': 'forgot-password' }),
  ),
  on('login.html', 'href="register.html"', hint('login.register', 'navigation', { 'data-semtag-target': 'register' })),
];

const register: HintEdit[] = [
  on('register.html', '<div class="p-5">', hint('register', 'region')),
  on('register.html', 'id="exampleFirstName"', hint('register.first-name', 'input')),
  on('register.html', 'id="exampleLastName"', hint('register.last-name', 'input')),
  on('register.html', 'id="exampleInputEmail"', hint('register.email', 'input')),
  on('register.html', 'id="exampleInputPassword"', hint('register.password', 'input')),
  on('register.html', 'id="exampleRepeatPassword"', hint('register.password-again', 'input')),
  on(
    'register.html',
    'class="btn btn-primary btn-user btn-block"',
    hint('register.submit', 'navigation', { 'data-semtag-target': 'login' }),
  ),
  on(
    'register.html',
    'class="btn btn-google',
    hint('register.google', 'navigation', { 'data-semtag-target': 'dashboard' }),
  ),
  on(
    'register.html',
    'class="btn btn-facebook',
    hint('register.facebook', 'navigation', { 'data-semtag-target': 'dashboard' }),
  ),
  on(
    'register.html',
    'href="forgot-password.html"',
    hint('register.forgot', 'navigation', { 'data-semtag-target': 'forgot-password' }),
  ),
  on(
    'register.html',
    'class="small" href="login.html"',
    hint('register.login', 'navigation', { 'data-semtag-target': 'login' }),
  ),
];

/**
 * Links of one menu, each found by what it holds (`mark`) and hinted `<prefix>.<key>`, leading to
 * `target` (else to the screen its key names).
 */
const links = (file: string, prefix: string, target: string | null, marks: Array<[string, string]>): HintEdit[] =>
  marks.map(([mark, key]) =>
    onTag(file, 'a', mark, hint(`${prefix}.${key}`, 'navigation', { 'data-semtag-target': target ?? key })),
  );

/** The sidebar, the topbar and the logout dialog: the same markup on every page of the admin. */
function frame(file: string): HintEdit[] {
  const section = (key: string, panel: string, items: Array<[string, string]>): HintEdit[] => [
    on(
      file,
      `data-target="#${panel}"`,
      hint(`sidebar.${key}`, 'toggle', { 'data-semtag-controls': `sidebar.${key}.menu` }),
    ),
    on(file, `<div id="${panel}"`, hint(`sidebar.${key}.menu`, 'region')),
    ...links(
      file,
      `sidebar.${key}`,
      null,
      items.map(([text, name]) => [`>${text}</a>`, name]),
    ),
  ];
  const dropdown = (key: string, anchorId: string): HintEdit[] => [
    on(file, `id="${anchorId}"`, hint(`topbar.${key}`, 'toggle', { 'data-semtag-controls': `topbar.${key}.menu` })),
    on(file, `aria-labelledby="${anchorId}"`, hint(`topbar.${key}.menu`, 'region')),
  ];
  return [
    on(
      file,
      '<a class="nav-link" href="index.html">',
      hint('sidebar.dashboard', 'navigation', { 'data-semtag-target': 'dashboard' }),
    ),
    on(
      file,
      '<a class="nav-link" href="tables.html">',
      hint('sidebar.tables', 'navigation', { 'data-semtag-target': 'tables' }),
    ),
    ...section('components', 'collapseTwo', [
      ['Buttons', 'buttons'],
      ['Cards', 'cards'],
    ]),
    ...section('utilities', 'collapseUtilities', [
      ['Colors', 'colors'],
      ['Borders', 'borders'],
    ]),
    on(
      file,
      `<a class="nav-link" href="charts.html">`,
      hint('sidebar.charts', 'navigation', { 'data-semtag-target': 'charts' }),
    ),
    on(file, 'class="sidebar-brand d-flex', hint('sidebar.brand', 'navigation', { 'data-semtag-target': 'dashboard' })),
    on(
      file,
      'data-target="#collapsePages"',
      hint('sidebar.pages', 'toggle', { 'data-semtag-controls': 'sidebar.pages.menu' }),
    ),
    on(file, '<div id="collapsePages"', hint('sidebar.pages.menu', 'region')),
    ...links(file, 'sidebar.pages', null, [
      ['>Login</a>', 'login'],
      ['>Register</a>', 'register'],
      ['>Forgot Password</a>', 'forgot-password'],
      ['>404 Page</a>', 'not-found'],
      ['>Blank Page</a>', 'blank'],
    ]),
    on(file, 'class="scroll-to-top rounded"', hint('page.top', 'navigation', { 'data-semtag-target': 'page-top' })),
    // The search field's button: the last button before the topbar's list; the search menu's, before the alerts.
    onTag(
      file,
      'button',
      '<ul class="navbar-nav ml-auto">',
      hint('topbar.search.go', 'action', { 'data-semtag-action': 'search' }),
    ),
    onTag(file, 'button', 'id="alertsDropdown"', hint('topbar.find.go', 'action', { 'data-semtag-action': 'search' })),
    ...links(file, 'topbar.alerts', 'alert', [
      ['icon-circle bg-primary', 'report'],
      ['icon-circle bg-success', 'deposit'],
      ['icon-circle bg-warning', 'spending'],
    ]),
    ...links(file, 'topbar.messages', 'message', [
      ['undraw_profile_1.svg', 'emily'],
      ['undraw_profile_2.svg', 'jae'],
      ['undraw_profile_3.svg', 'morgan'],
      ['Mv9hjnEUHR4', 'chicken'],
    ]),
    on(file, '>Read More Messages<', hint('topbar.messages.all', 'navigation', { 'data-semtag-target': 'messages' })),
    ...links(file, 'topbar.user', null, [
      ['fa-user fa-sm', 'profile'],
      ['fa-cogs fa-sm', 'settings'],
      ['fa-list fa-sm', 'activity'],
    ]),
    on(file, 'id="sidebarToggle"', hint('sidebar.collapse', 'action', { 'data-semtag-action': 'collapse-sidebar' })),
    // On a narrow screen: the topbar's own sidebar button, and a search menu in place of the search field.
    on(file, 'id="sidebarToggleTop"', hint('sidebar.toggle', 'action', { 'data-semtag-action': 'toggle-sidebar' })),
    on(file, 'id="searchDropdown"', hint('topbar.find', 'toggle', { 'data-semtag-controls': 'topbar.find.menu' })),
    on(file, 'aria-labelledby="searchDropdown"', hint('topbar.find.menu', 'region')),
    on(file, 'placeholder="Search for..." aria-label="Search"', hint('topbar.find.input', 'input')),
    on(
      file,
      'placeholder="Search for..."\n                                aria-label="Search"',
      hint('topbar.search', 'input'),
    ),
    ...dropdown('alerts', 'alertsDropdown'),
    on(file, '<span class="badge badge-danger badge-counter">3+', hint('topbar.alerts.count', 'observable')),
    on(file, '>Show All Alerts<', hint('topbar.alerts.all', 'navigation', { 'data-semtag-target': 'alerts' })),
    ...dropdown('messages', 'messagesDropdown'),
    on(file, '<span class="badge badge-danger badge-counter">7', hint('topbar.messages.count', 'observable')),
    ...dropdown('user', 'userDropdown'),
    on(
      file,
      'data-target="#logoutModal"',
      hint('topbar.user.logout', 'action', { 'data-semtag-controls': 'logout.dialog' }),
    ),
    on(file, 'id="logoutModal"', hint('logout.dialog', 'region')),
    on(file, 'aria-label="Close">', hint('logout.close', 'action', { 'data-semtag-action': 'close' })),
    on(file, 'data-dismiss="modal">Cancel', hint('logout.cancel', 'action', { 'data-semtag-action': 'close' })),
    on(
      file,
      '<a class="btn btn-primary" href="login.html">',
      hint('logout.confirm', 'navigation', { 'data-semtag-target': 'login' }),
    ),
  ];
}

const dashboard: HintEdit[] = [
  ...frame('index.html'),
  on('index.html', '<div class="container-fluid">', hint('dashboard', 'region')),
  on(
    'index.html',
    'btn btn-sm btn-primary shadow-sm"',
    hint('dashboard.report', 'action', { 'data-semtag-action': 'generate-report' }),
  ),
  on('index.html', '>$40,000<', hint('dashboard.earnings.monthly', 'observable')),
  on('index.html', '>$215,000<', hint('dashboard.earnings.annual', 'observable')),
  on('index.html', '>50%<', hint('dashboard.tasks', 'observable')),
  on('index.html', '>18<', hint('dashboard.requests', 'observable')),
  on(
    'index.html',
    'href="https://startbootstrap.com/theme/sb-admin-pro"',
    hint('sidebar.upgrade', 'navigation', { 'data-semtag-target': 'pro' }),
  ),
  {
    file: 'index.html',
    anchor: 'Earnings Overview</h6>',
    nextTag: 'a',
    attributes: hint('dashboard.earnings.menu', 'toggle'),
  },
  {
    file: 'index.html',
    anchor: 'Revenue Sources</h6>',
    nextTag: 'a',
    attributes: hint('dashboard.revenue.menu', 'toggle'),
  },
  onTag(
    'index.html',
    'a',
    '>unDraw</a>',
    hint('dashboard.illustrations.undraw', 'navigation', { 'data-semtag-target': 'undraw' }),
  ),
  onTag(
    'index.html',
    'a',
    'Browse Illustrations on',
    hint('dashboard.illustrations.browse', 'navigation', { 'data-semtag-target': 'undraw' }),
  ),
];

// The staff table is drawn by DataTables: the app's own start-up script hints what it draws.
const TABLE_SCRIPT = `$(document).ready(function() {
  function hint(element, id, role) {
    $(element).attr({ 'data-semtag-id': id, 'data-semtag-role': role });
  }
  function key(text) {
    return text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  }
  $('#dataTable').DataTable({
    createdRow: function (row, data) {
      var id = 'staff.table.item.' + key($('<div>').html(data[0]).text());
      hint(row.cells[0], id + '.name', 'observable');
      hint(row.cells[2], id + '.office', 'observable');
      hint(row.cells[5], id + '.salary', 'observable');
    },
    drawCallback: function () {
      var wrapper = $('#dataTable_wrapper');
      hint(wrapper.find('.dataTables_filter input'), 'staff.search', 'input');
      hint(wrapper.find('.dataTables_length select'), 'staff.length', 'select');
      hint(wrapper.find('.dataTables_info'), 'staff.shown', 'observable');
      $('#dataTable thead th').each(function () {
        hint(this, 'staff.sort.' + key($(this).text()), 'action');
      });
      wrapper.find('.paginate_button a').each(function () {
        var item = $(this).parent();
        var which = item.hasClass('previous') ? 'previous' : item.hasClass('next') ? 'next' : key($(this).text());
        hint(this, 'staff.page.' + which, 'action');
      });
    },
  });
});`;

const cards: HintEdit[] = [
  ...frame('cards.html'),
  on(
    'cards.html',
    'href="#collapseCardExample"',
    hint('cards.collapsible', 'toggle', { 'data-semtag-controls': 'cards.collapsible.body' }),
  ),
  on('cards.html', 'id="collapseCardExample"', hint('cards.collapsible.body', 'observable')),
  on(
    'cards.html',
    'id="dropdownMenuLink"',
    hint('cards.menu', 'toggle', { 'data-semtag-controls': 'cards.menu.list' }),
  ),
  on('cards.html', 'aria-labelledby="dropdownMenuLink"', hint('cards.menu.list', 'region')),
  onTag('cards.html', 'a', '>Action</a>', hint('cards.menu.action', 'action')),
  onTag('cards.html', 'a', '>Another action</a>', hint('cards.menu.another', 'action')),
  onTag('cards.html', 'a', '>Something else here</a>', hint('cards.menu.else', 'action')),
];

const tables: HintEdit[] = [
  ...frame('tables.html'),
  on('tables.html', '<div class="card shadow mb-4">', hint('staff', 'region')),
  on('tables.html', 'id="dataTable"', hint('staff.table', 'collection')),
  on(
    'tables.html',
    'href="https://datatables.net"',
    hint('staff.docs', 'navigation', { 'data-semtag-target': 'datatables' }),
  ),
  {
    file: 'js/demo/datatables-demo.js',
    anchor: "$(document).ready(function() {\n  $('#dataTable').DataTable();\n});",
    replacement: TABLE_SCRIPT,
  },
];

export const realApp: RealAppSpec = {
  package: 'startbootstrap-sb-admin-2',
  copy: ['login.html', 'register.html', 'index.html', 'cards.html', 'tables.html', 'css', 'js', 'img'],
  link: ['vendor'],
  start: 'login.html',
  edits: [...login, ...register, ...dashboard, ...cards, ...tables],
};
