// The app team's hints on the umi max template (create-umi's templates/max: umi 4 with Ant Design 5
// and ProComponents 2), as edits of its TSX. Most of what the Table page shows is drawn by
// ProTable from props objects (columns, the search form's config, row selection, pagination), so
// most hints are props: JSX attributes where a component passes them to its element, else values
// in those objects, typed by a small `hints` helper (framework-notes.md: TypeScript rejects
// `data-*` keys in an object literal typed as a component's props). The layout's menu is hinted
// by the runtime layout config of src/app.ts, as umi's layout plugin lets an app.

import type { HintEdit, RealAppSpec } from '../../support/real-apps.js';

type Attributes = Record<string, string>;

const TABLE = 'templates/max/src/pages/Table/index.tsx';
const UPDATE = 'templates/max/src/pages/Table/components/UpdateForm.tsx';
const CREATE = 'templates/max/src/pages/Table/components/CreateForm.tsx';
const APP = 'templates/max/src/app.ts';

const hint = (id: string, role: string, more: Attributes = {}): Attributes => ({
  'data-semtag-id': id,
  'data-semtag-role': role,
  ...more,
});
/** Attributes on the tag the anchor lies in; `jsx` ones take expressions. */
const on = (file: string, anchor: string, attributes: Attributes, jsx?: Attributes): HintEdit => ({
  file,
  anchor,
  attributes,
  ...(jsx ? { jsx } : {}),
});
/** Text written right after the anchor: props, or entries of a props object. */
const after = (file: string, anchor: string, text: string): HintEdit => ({
  file,
  anchor,
  replacement: `${anchor}${text}`,
});
/** A `hints({...})` call of the helper the edits add, for a props object. */
const hints = (attributes: Attributes) =>
  `hints({ ${Object.entries(attributes)
    .map(([key, value]) => `'${key}': ${value.startsWith('`') ? value : `'${value}'`}`)
    .join(', ')} })`;

/**
 * A column's field, hinted as `users.new.<key>` in the new user's form (its fieldProps) and as
 * `users.query.<key>` in the search form (its `search` object, which the search form reads over
 * the column).
 */
const field = (key: string, role: string) =>
  `      fieldProps: ${textField(`users.new.${key}`, role)},\n` +
  `      search: { fieldProps: ${textField(`users.query.${key}`, role)} },\n`;

/**
 * A field's props: its hints, and for a text input the clear button antd shows while it holds text
 * (it takes no props: the hint goes on its icon, antd's own CloseCircleFilled given again).
 */
const textField = (id: string, role: string) =>
  role === 'input'
    ? `{ ...${hints(hint(id, role))}, allowClear: { clearIcon: <CloseCircleFilled data-semtag-id="${id}.clear" data-semtag-role="action" data-semtag-action="clear" /> } }`
    : hints(hint(id, role));
const CLEAR_ICON_IMPORT = "import { CloseCircleFilled } from '@ant-design/icons';\n";

/** A Modal's close icon as antd draws it, hinted. */
const closeIcon = (id: string) =>
  `      closeIcon={<CloseOutlined className="ant-modal-close-icon" data-semtag-id="${id}" data-semtag-role="action" data-semtag-action="close" />}\n`;
const CLOSE_ICON_IMPORT = "import { CloseOutlined } from '@ant-design/icons';\n";

/** The helper an app team adds where props objects take hints (framework-notes.md). */
const HELPER = `
type HintAttribute = 'id' | 'role' | 'action' | 'state' | 'target' | 'controls' | 'options';
type Hints = Partial<Record<\`data-semtag-\${HintAttribute}\`, string>>;
const hints = (attributes: Hints): Hints => attributes;
`;

export const realApp: RealAppSpec = {
  package: 'create-umi',
  copy: ['templates/max/src', 'templates/max/mock'],
  start: 'index.html',
  // The search form and the table are named for the agent, and a select's placeholder is marked
  // (the ARIA the skill asks for beside the hints): the check that the hinted build is the
  // template leaves them out.
  aria: ['aria-label', 'aria-placeholder'],
  bundle: {
    entry: 'app.tsx',
    page: 'index.html',
    files: ['max.tsx'],
    alias: { '@': 'templates/max/src', '@umijs/max': 'max.tsx' },
    // What umi compiles from the pages' .less files is styling only: left out.
    loader: { '.less': 'empty' },
  },
  edits: [
    // The layout's menu: each route's link, through the runtime layout config.
    after(
      APP,
      `    menu: {
      locale: false,
    },`,
      `
    menuItemRender: (item: { path?: string }, dom: ReactNode) =>
      createElement(
        Link,
        {
          to: item.path ?? '/',
          'data-semtag-id': \`nav.\${(item.path ?? '').replace(/^\\//, '')}\`,
          'data-semtag-role': 'navigation',
          'data-semtag-target': (item.path ?? '').replace(/^\\//, ''),
        },
        dom,
      ),`,
    ),
    after(
      APP,
      '// 运行时配置\n',
      "import { Link } from '@umijs/max';\nimport { createElement } from 'react';\nimport type { ReactNode } from 'react';\n",
    ),

    // The Home and Access pages.
    on('templates/max/src/components/Guide/Guide.tsx', '<strong>', hint('home.name', 'observable')),
    on(
      'templates/max/src/pages/Access/index.tsx',
      '<Button>只有 Admin',
      hint('access.admin', 'action', { 'data-semtag-action': 'admin-only' }),
    ),

    // The Table page.
    after(TABLE, "import UpdateForm, { FormValueType } from './components/UpdateForm';\n", CLEAR_ICON_IMPORT + HELPER),
    // The columns serve the search form, the new user's form and the drawer. ProTable spreads a
    // column's `search` object over it in every form it draws, the new user's too: that form is
    // given the columns without it (the template's columns have none), so its fields keep their own.
    after(TABLE, "      dataIndex: 'name',\n", field('name', 'input')),
    after(TABLE, "      dataIndex: 'nickName',\n", field('nickname', 'input')),
    // Only in the search form, folded away until 展开: its Select shows the placeholder "请选择"
    // as text beside its combobox, which nothing marks; `aria-placeholder` says it is one.
    after(
      TABLE,
      "      dataIndex: 'gender',\n",
      `      search: { fieldProps: { ...${hints(hint('users.query.gender', 'select'))}, 'aria-placeholder': '请选择' } },\n`,
    ),
    {
      file: TABLE,
      anchor: `          type="form"
          columns={columns}`,
      replacement: `          type="form"
          columns={columns.map(({ search: _search, ...column }) => column)}`,
    },
    {
      file: TABLE,
      anchor: 'handleUpdateModalVisible(true);',
      tag: 'a',
      attributes: { 'data-semtag-role': 'action', 'data-semtag-action': 'configure-user' },
      jsx: { 'data-semtag-id': '`users.table.item.${record.id}.configure`' },
    },
    on(
      TABLE,
      '<a href="">订阅警报</a>',
      { 'data-semtag-role': 'navigation', 'data-semtag-target': 'users' },
      { 'data-semtag-id': '`users.table.item.${record.id}.subscribe`' },
    ),
    after(
      TABLE,
      'headerTitle="查询表格"',
      `
        data-semtag-id="users.table"
        data-semtag-role="collection"
        aria-label="查询表格"
        onRow={(record) => ${hints(hint('`users.table.item.${record.id}`', 'observable'))} as React.HTMLAttributes<HTMLElement>}
        pagination={{
          itemRender: (_page, type, element) =>
            type === 'prev' || type === 'next'
              ? React.cloneElement(element as React.ReactElement, ${hints(hint('`users.table.pages.${type}`', 'action'))})
              : element,
        }}`,
    ),
    after(
      TABLE,
      `        search={{
          labelWidth: 120,`,
      `
          ...${hints(hint('users.query', 'region'))},
          'aria-label': '查询',
          optionRender: (_config, _props, dom) => [
            React.cloneElement(dom[0] as React.ReactElement, ${hints(hint('users.query.reset', 'action', { 'data-semtag-action': 'reset-query' }))}),
            React.cloneElement(dom[1] as React.ReactElement, ${hints(hint('users.query.submit', 'action', { 'data-semtag-action': 'query-users' }))}),
          ],`,
    ),
    on(TABLE, 'key="1"', hint('users.new', 'action', { 'data-semtag-action': 'new-user' }), {
      'data-semtag-state': "createModalVisible ? 'open' : 'closed'",
    }),
    after(
      TABLE,
      'onChange: (_, selectedRows) => setSelectedRows(selectedRows),',
      `
          getCheckboxProps: (record) => ${hints(hint('`users.table.item.${record.id}.select`', 'toggle'))},
          getTitleCheckboxProps: () => ${hints(hint('users.table.select-all', 'toggle'))},`,
    ),
    on(TABLE, '<FooterToolbar', hint('users.batch', 'region', { 'aria-label': '批量操作' })),
    on(TABLE, '<a style={{ fontWeight: 600 }}>', hint('users.batch.count', 'observable')),
    {
      file: TABLE,
      anchor: '批量删除',
      tag: 'Button',
      attributes: hint('users.batch.delete', 'action', { 'data-semtag-action': 'delete-users' }),
    },
    on(
      TABLE,
      '<Button type="primary">批量审批',
      hint('users.batch.approve', 'action', { 'data-semtag-action': 'approve-users' }),
    ),
    after(
      TABLE,
      `          rowKey="id"
          type="form"`,
      `
          form={{
            submitter: {
              submitButtonProps: ${hints(hint('users.new.submit', 'action', { 'data-semtag-action': 'add-user' }))},
              resetButtonProps: ${hints(hint('users.new.reset', 'action', { 'data-semtag-action': 'reset-user' }))},
            },
          }}`,
    ),

    // The new user's modal. Its close button takes only aria-* props (antd 5's `closable` object):
    // the hint goes on the icon inside it, antd's own CloseOutlined given again with the hint.
    on(CREATE, 'title="新建"', hint('users.new.dialog', 'region')),
    after(CREATE, '      title="新建"\n', closeIcon('users.new.close')),
    after(CREATE, "import { Modal } from 'antd';\n", CLOSE_ICON_IMPORT),

    // The configure wizard: a StepsForm in a modal.
    on(UPDATE, 'title="规则配置"', hint('users.update', 'region')),
    after(UPDATE, '          title="规则配置"\n', closeIcon('users.update.close')),
    after(UPDATE, "import { Modal } from 'antd';\n", CLOSE_ICON_IMPORT),
    after(UPDATE, "import React from 'react';\n", CLEAR_ICON_IMPORT + HELPER),
    after(
      UPDATE,
      '  <StepsForm\n',
      `    submitter={{
      submitButtonProps: ${hints(hint('users.update.next', 'action', { 'data-semtag-action': 'next-step' }))},
      resetButtonProps: ${hints(hint('users.update.previous', 'action', { 'data-semtag-action': 'previous-step' }))},
    }}
`,
    ),
    after(UPDATE, "      size: 'small',\n", `      ...${hints(hint('users.update.steps', 'observable'))},\n`),
    on(UPDATE, 'title="基本信息"', hint('users.update.basics', 'region', { 'aria-label': '基本信息' })),
    on(UPDATE, 'title="配置规则属性"', hint('users.update.rule', 'region', { 'aria-label': '配置规则属性' })),
    on(UPDATE, 'title="设定调度周期"', hint('users.update.schedule', 'region', { 'aria-label': '设定调度周期' })),
    ...(
      [
        ['name', 'input'],
        ['desc', 'input'],
        ['target', 'select'],
        ['template', 'select'],
        ['type', 'select'],
        ['time', 'input'],
        ['frequency', 'select'],
      ] as const
    ).map(([name, role]) =>
      on(
        UPDATE,
        `name="${name}"`,
        {},
        {
          fieldProps:
            name === 'desc' ? hints(hint(`users.update.${name}`, role)) : textField(`users.update.${name}`, role),
        },
      ),
    ),
  ],
};
