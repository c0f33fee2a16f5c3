// The hints on react-admin's example admin (ra-ui-materialui's source: the DeleteWithConfirmButton
// story "Basic", mounted by app.tsx), as edits of the components that render each element. The
// story's own JSX holds only the books list; the rest (the app bar, the sidebar, the list's
// toolbars, the table, the pagination, the confirm dialog, the notification) is drawn by
// react-admin's components, and most pass no props down to the element an agent acts on: the
// attributes go where the element is rendered, as the react-admin team would write them in its
// own source. Values from data are JSX expressions (`jsx`); MUI slots get them as props objects.

import type { HintEdit, RealAppSpec } from '../../support/real-apps.js';

type Attributes = Record<string, string>;

/** An edit of `file` (under src/): string attributes, and JSX ones whose values are expressions. */
const on = (file: string, anchor: string, attributes: Attributes, jsx?: Attributes): HintEdit => ({
  file: `src/${file}`,
  anchor,
  attributes,
  ...(jsx ? { jsx } : {}),
});
const hint = (id: string, role: string, more: Attributes = {}): Attributes => ({
  'data-semtag-id': id,
  'data-semtag-role': role,
  ...more,
});
const role = (name: string, more: Attributes = {}): Attributes => ({ 'data-semtag-role': name, ...more });
/** Text that takes the anchor's place: hints written into a props object (an MUI slot's). */
const write = (file: string, anchor: string, replacement: string): HintEdit => ({
  file: `src/${file}`,
  anchor,
  replacement,
});

export const realApp: RealAppSpec = {
  package: 'ra-ui-materialui',
  copy: ['src'],
  start: 'index.html',
  bundle: { entry: 'app.tsx', page: 'index.html' },
  // The toggles' state, which react-admin does not expose, as the skill asks for it.
  aria: ['aria-expanded', 'aria-pressed'],
  edits: [
    // The layout: skip link, app bar, sidebar and its menu.
    on(
      'button/SkipNavigationButton.tsx',
      "className={'skip-nav-button'}",
      hint('layout.skip-to-content', 'action', { 'data-semtag-action': 'skip-to-content' }),
    ),
    on(
      'layout/SidebarToggleButton.tsx',
      '<StyledIconButton color="inherit"',
      hint('layout.menu-toggle', 'toggle', { 'data-semtag-controls': 'layout.sidebar' }),
      { 'aria-expanded': 'open' },
    ),
    on(
      'layout/Sidebar.tsx',
      'variant="temporary"',
      {},
      {
        slotProps:
          "{ paper: { 'data-semtag-id': 'layout.sidebar', 'data-semtag-role': 'region', 'data-semtag-state': open ? 'open' : 'closed' } }",
      },
    ),
    on(
      'layout/Sidebar.tsx',
      'variant="permanent"',
      {},
      {
        slotProps:
          "{ paper: { 'data-semtag-id': 'layout.sidebar', 'data-semtag-role': 'region', 'data-semtag-state': open ? 'open' : 'closed' } }",
      },
    ),
    on('layout/ResourceMenuItem.tsx', 'state={{ _scrollToTop: true }}', role('navigation'), {
      'data-semtag-id': '`layout.menu.${name}`',
      'data-semtag-target': '`${name}.list`',
    }),
    on(
      'button/LocalesMenuButton.tsx',
      'aria-controls="simple-menu"',
      hint('layout.locales', 'action', { 'data-semtag-action': 'choose-language' }),
    ),
    on('button/LocalesMenuButton.tsx', 'key={language.locale}', role('option'), {
      'data-semtag-id': '`layout.locales.${language.locale}`',
      'data-semtag-state': "language.locale === locale ? 'selected' : 'unselected'",
    }),
    on('button/ToggleThemeButton.tsx', 'onClick={handleTogglePaletteType}', hint('layout.theme', 'toggle'), {
      'aria-pressed': "theme === 'dark'",
    }),
    on(
      'button/RefreshIconButton.tsx',
      'onClick={handleClick}',
      hint('layout.refresh', 'action', { 'data-semtag-action': 'refresh' }),
    ),

    // The list: its toolbar, the bulk actions, the table and the pagination.
    on(
      'button/ExportButton.tsx',
      'disabled={total === 0}',
      hint('list.export', 'action', { 'data-semtag-action': 'export' }),
    ),
    on(
      'list/BulkActionsToolbar.tsx',
      'onClick={handleUnselectAllClick}',
      hint('list.bulk.unselect', 'action', { 'data-semtag-action': 'unselect-all' }),
    ),
    {
      ...on('list/BulkActionsToolbar.tsx', 'variant="body1"', hint('list.bulk.count', 'observable')),
      tag: 'Typography',
    },
    on(
      'button/SelectAllButton.tsx',
      'onClick={handleClick}',
      hint('list.bulk.select-all', 'action', { 'data-semtag-action': 'select-all' }),
    ),
    on(
      'button/BulkDeleteWithUndoButton.tsx',
      'onClick={handleClick}',
      hint('list.bulk.delete', 'action', { 'data-semtag-action': 'delete-selected' }),
    ),
    write(
      'list/datatable/SelectPageCheckbox.tsx',
      "'aria-label': translate('ra.action.select_all', { _: 'Select all' }),",
      "'aria-label': translate('ra.action.select_all', { _: 'Select all' }), 'data-semtag-id': 'list.select-page', 'data-semtag-role': 'toggle',",
    ),
    on('list/datatable/DataTableHeadCell.tsx', 'data-field={source}', role('action'), {
      'data-semtag-id': '`list.sort.${source}`',
      'data-semtag-action': '`sort-by-${source}`',
    }),
    on('list/datatable/DataTableBody.tsx', '<TableBodyStyled', hint('list.rows', 'collection')),
    on(
      'list/datatable/SelectRowCheckbox.tsx',
      'color="primary"',
      {},
      {
        slotProps:
          "{ input: { 'data-semtag-id': `list.rows.item.${record.id}.select`, 'data-semtag-role': 'toggle' } }",
      },
    ),
    {
      ...on(
        'button/DeleteWithConfirmButton.tsx',
        "className={clsx('ra-delete-button', className)}",
        role('action', { 'data-semtag-action': 'delete' }),
        { 'data-semtag-id': '`list.rows.item.${record?.id}.delete`' },
      ),
      tag: 'StyledButton',
    },
    write(
      'list/pagination/Pagination.tsx',
      '            ...slotProps,\n            actions: {',
      "            ...slotProps,\n            select: { ...slotProps?.select, SelectDisplayProps: { 'data-semtag-id': 'list.pagination.per-page', 'data-semtag-role': 'select' } },\n            displayedRows: { 'data-semtag-id': 'list.pagination.shown', 'data-semtag-role': 'observable' },\n            actions: {",
    ),
    // Below the md breakpoint, the pagination has no page numbers: MUI's own previous and next buttons.
    write(
      'list/pagination/Pagination.tsx',
      '                slotProps={slotProps}',
      "                slotProps={{ ...slotProps, displayedRows: { 'data-semtag-id': 'list.pagination.shown', 'data-semtag-role': 'observable' }, actions: { ...slotProps?.actions, previousButton: { 'data-semtag-id': 'list.pagination.previous', 'data-semtag-role': 'action', 'data-semtag-action': 'previous-page' }, nextButton: { 'data-semtag-id': 'list.pagination.next', 'data-semtag-role': 'action', 'data-semtag-action': 'next-page' } } }}",
    ),
    write(
      'list/pagination/PaginationActions.tsx',
      "import { Pagination, type PaginationProps } from '@mui/material';",
      "import { Pagination, PaginationItem, type PaginationProps } from '@mui/material';",
    ),
    {
      ...on(
        'list/pagination/PaginationActions.tsx',
        'size={size}',
        {},
        {
          renderItem:
            "item => <PaginationItem {...item} {...(item.type === 'page' ? { 'data-semtag-id': `list.pagination.page-${item.page}`, 'data-semtag-role': 'option', 'data-semtag-state': item.selected ? 'selected' : 'unselected' } : item.type === 'previous' || item.type === 'next' ? { 'data-semtag-id': `list.pagination.${item.type}`, 'data-semtag-role': 'action', 'data-semtag-action': `${item.type}-page` } : {})} />",
        },
      ),
      tag: 'Pagination',
    },

    // The list's filters in its aside: each item an option, its clear button shown while it is chosen.
    on('list/filter/FilterListItem.tsx', 'onClick={handleClick}', role('option'), {
      'data-semtag-id': "`list.filter.${String(label).replace(/[^A-Za-z0-9_-]+/g, '-')}`",
      'data-semtag-state': "isSelected ? 'selected' : 'unselected'",
    }),
    on('list/filter/FilterListItem.tsx', 'size="small"', role('action', { 'data-semtag-action': 'clear-filter' }), {
      'data-semtag-id': "`list.filter.${String(label).replace(/[^A-Za-z0-9_-]+/g, '-')}.clear`",
    }),

    // The edit form: its fields (MUI's TextField, the <input> through slotProps.htmlInput) and toolbar.
    on(
      'input/TextInput.tsx',
      "className={clsx('ra-input', `ra-input-${source}`, className)}",
      {},
      { slotProps: "{ htmlInput: { 'data-semtag-id': `form.${source}`, 'data-semtag-role': 'input' } }" },
    ),
    write(
      'input/NumberInput.tsx',
      'htmlInput: { ...inputProps, ...rest.slotProps?.htmlInput },',
      "htmlInput: { ...inputProps, 'data-semtag-id': `form.${source}`, 'data-semtag-role': 'input', ...rest.slotProps?.htmlInput },",
    ),
    on(
      'button/SaveButton.tsx',
      'aria-label={displayedLabel}',
      hint('form.save', 'action', { 'data-semtag-action': 'save' }),
    ),
    {
      ...on(
        'button/DeleteWithUndoButton.tsx',
        "className={clsx('ra-delete-button', className)}",
        hint('form.delete', 'action', { 'data-semtag-action': 'delete' }),
      ),
      tag: 'StyledButton',
    },

    // The confirm dialog and the notification.
    on(
      'layout/Confirm.tsx',
      'aria-labelledby="alert-dialog-title"',
      {},
      { slotProps: "{ paper: { 'data-semtag-id': 'confirm', 'data-semtag-role': 'region' } }" },
    ),
    on('layout/Confirm.tsx', 'onClick={onClose}', hint('confirm.cancel', 'action', { 'data-semtag-action': 'cancel' })),
    on(
      'layout/Confirm.tsx',
      'onClick={handleConfirm}',
      hint('confirm.confirm', 'action', { 'data-semtag-action': 'confirm' }),
    ),
    write(
      'layout/Notification.tsx',
      'content: { ...contentProps, ...rest.slotProps?.content },',
      "content: { ...contentProps, 'data-semtag-id': 'notification', 'data-semtag-role': 'observable', ...rest.slotProps?.content },",
    ),
    on(
      'layout/Notification.tsx',
      'className={NotificationClasses.undo}',
      hint('notification.undo', 'action', { 'data-semtag-action': 'undo' }),
    ),
  ],
};
