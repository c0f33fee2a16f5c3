// An inventory admin screen made of real Ant Design components, hinted the way an app team
// following references/hint-design.md hints them: on the component where antd passes data-*
// attributes to the DOM, else on a wrapper or on the label node antd renders inside its own
// element. See README.md beside this file for its parts and ids.

import { cloneElement, isValidElement, useState } from 'react';
import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Button, Checkbox, Collapse, Dropdown, Input, Modal, Radio, Select, Slider, Switch, Table, Tabs } from 'antd';

/** The hint attributes of one part, as spreadable props (antd passes data-* on to the DOM on most parts). */
function hint(id: string, role: string, extra: Record<string, string> = {}): Record<string, string> {
  const attributes: Record<string, string> = { 'data-semtag-id': id, 'data-semtag-role': role };
  for (const [name, value] of Object.entries(extra)) attributes[`data-semtag-${name}`] = value;
  return attributes;
}
const selection = (on: boolean) => (on ? 'selected' : 'unselected');

/** Enough warehouses that the Select's virtual list renders only a window of them. */
const WAREHOUSES = Array.from({ length: 300 }, (_, i) => {
  const n = String(i + 1).padStart(3, '0');
  return { value: `wh-${n}`, label: `Warehouse ${n}` };
});

interface Product {
  sku: string;
  name: string;
  category: 'hardware' | 'software' | 'services';
  stock: number;
}

const CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'hardware', label: 'Hardware' },
  { value: 'software', label: 'Software' },
  { value: 'services', label: 'Services' },
];

const PRODUCTS: Product[] = [
  ['USB-C cable', 'hardware', 12],
  ['Keyboard', 'hardware', 0],
  ['Mouse', 'hardware', 7],
  ['Monitor', 'hardware', 3],
  ['Webcam', 'hardware', 0],
  ['Headset', 'hardware', 15],
  ['Docking station', 'hardware', 4],
  ['Office licence', 'software', 40],
  ['Antivirus', 'software', 25],
  ['Setup service', 'services', 9],
  ['Repair service', 'services', 2],
].map(([name, category, stock], i) => ({
  sku: `sku-${i + 1}`,
  name: name as string,
  category: category as Product['category'],
  stock: stock as number,
}));

const PAGE_SIZE = 4;

function App() {
  const [status, setStatus] = useState('Nothing done yet.');
  const [warehouse, setWarehouse] = useState('wh-001');
  const [inStock, setInStock] = useState(false);
  const [archived, setArchived] = useState(false);
  const [category, setCategory] = useState('all');
  const [maxStock, setMaxStock] = useState(50);
  const [view, setView] = useState('products');
  const [help, setHelp] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const broken = new URLSearchParams(location.search).has('broken');

  const rows = PRODUCTS.filter(
    (p) => (category === 'all' || p.category === category) && (!inStock || p.stock > 0) && p.stock <= maxStock,
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <main {...hint('inventory', 'region')} aria-label="Inventory">
      <h1>Inventory</h1>
      <p {...hint('status', 'observable')}>{status}</p>
      <Button
        {...hint('product.add', 'action', { controls: 'product.dialog', state: adding ? 'open' : 'closed' })}
        onClick={() => setAdding(true)}
      >
        Add product
      </Button>
      <Dropdown
        trigger={['click']}
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        menu={{
          ...hint('bulk.menu', 'region'),
          'aria-label': 'Bulk actions',
          items: [
            { key: 'export', label: 'Export CSV', ...hint('bulk.menu.export', 'action', { action: 'export' }) },
            { key: 'restock', label: 'Restock all', ...hint('bulk.menu.restock', 'action', { action: 'restock' }) },
            {
              key: 'delete',
              label: 'Delete all',
              disabled: true,
              ...hint('bulk.menu.delete', 'action', { action: 'delete' }),
            },
          ],
          onClick: ({ key }) => {
            setBulkOpen(false);
            setStatus(key === 'export' ? 'Export started.' : 'Restock ordered.');
          },
        }}
      >
        <Button {...hint('bulk', 'action', { controls: 'bulk.menu', state: bulkOpen ? 'open' : 'closed' })}>
          Bulk actions
        </Button>
      </Dropdown>

      <section {...hint('filters', 'region')} aria-labelledby="filters-heading">
        <h2 id="filters-heading">Filters</h2>
        <Select
          {...hint('filters.warehouse', 'select')}
          aria-label="Warehouse"
          value={warehouse}
          onChange={(value: string) => {
            setWarehouse(value);
            setStatus(`Showing ${WAREHOUSES.find((w) => w.value === value)?.label}.`);
          }}
          options={WAREHOUSES.map((w) => ({ ...w, ...hint(`filters.warehouse.${w.value}`, 'option') }))}
          style={{ width: 200 }}
        />
        <Checkbox
          {...hint('filters.in-stock', 'toggle')}
          checked={inStock}
          onChange={(e) => filter(setInStock)(e.target.checked)}
        >
          In stock only
        </Checkbox>
        <Switch
          {...hint('filters.archived', 'toggle')}
          aria-label="Show archived"
          checked={archived}
          onChange={(on) => {
            setArchived(on);
            setStatus(on ? 'Archived products shown.' : 'Archived products hidden.');
          }}
        />
        <Radio.Group
          {...hint('filters.category', 'select')}
          aria-label="Category"
          value={category}
          onChange={(e) => filter(setCategory)(e.target.value as string)}
        >
          {CATEGORIES.map((c) => (
            <Radio key={c.value} value={c.value} {...hint(`filters.category.${c.value}`, 'option')}>
              {c.label}
            </Radio>
          ))}
        </Radio.Group>
        {/* antd's Slider keeps data-* to itself: the hint goes on a wrapper, the label on the handle. */}
        <span id="max-stock-label">Max stock</span>
        <div {...hint('filters.max-stock', 'slider')} aria-labelledby="max-stock-label">
          <Slider
            ariaLabelledByForHandle="max-stock-label"
            min={0}
            max={50}
            step={5}
            value={maxStock}
            onChange={filter(setMaxStock)}
          />
        </div>
      </section>

      {/* The Tabs root holds the panels too: the select hint goes on a wrapper around the tab bar
          (antd's renderTabBar), and each tab's label is a hinted node inside antd's tab. */}
      <Tabs
        renderTabBar={(props, TabBar) => (
          <div {...hint('views', 'select')} aria-label="View">
            <TabBar {...props} />
          </div>
        )}
        activeKey={view}
        onChange={setView}
        items={[
          {
            key: 'products',
            label: (
              <span {...hint('views.products', 'option', { state: selection(view === 'products') })}>Products</span>
            ),
            children: (
              <div {...hint('products', 'collection')} aria-label="Products">
                <Table<Product>
                  rowKey="sku"
                  dataSource={rows}
                  columns={[
                    { title: 'Name', dataIndex: 'name' },
                    {
                      title: 'Category',
                      dataIndex: 'category',
                      render: (c: string) => CATEGORIES.find((x) => x.value === c)?.label,
                    },
                    { title: 'Stock', dataIndex: 'stock' },
                  ]}
                  onRow={(p) => hint(`products.item.${p.sku}`, 'observable') as HTMLAttributes<HTMLElement>}
                  pagination={{ pageSize: PAGE_SIZE, current: page, onChange: setPage, itemRender: pageLink(page) }}
                />
              </div>
            ),
          },
          {
            key: 'suppliers',
            label: (
              <span {...hint('views.suppliers', 'option', { state: selection(view === 'suppliers') })}>Suppliers</span>
            ),
            children: <p {...hint('suppliers.count', 'observable')}>3 suppliers</p>,
          },
        ]}
      />

      {/* Collapse panels take data-* on the panel, around header and content: the hint goes on the label node inside the header. */}
      <section {...hint('help', 'region')} aria-label="Help">
        <Collapse
          activeKey={help}
          onChange={(keys) => setHelp(keys)}
          items={[
            {
              key: 'levels',
              label: <span {...hint('help.levels', 'toggle')}>Stock levels</span>,
              children: <p {...hint('help.levels.text', 'observable')}>Stock is counted every night.</p>,
            },
            {
              key: 'moves',
              label: <span {...hint('help.moves', 'toggle')}>Moving stock</span>,
              children: <p {...hint('help.moves.text', 'observable')}>Move stock with a transfer.</p>,
            },
          ]}
        />
      </section>

      <Modal
        {...hint('product.dialog', 'region')}
        title="Add product"
        open={adding}
        closable={false}
        okButtonProps={hint('product.dialog.save', 'action', { action: 'save' })}
        cancelButtonProps={hint('product.dialog.cancel', 'action', { action: 'close' })}
        onOk={() => {
          setAdding(false);
          setStatus(`Added ${draft}.`);
        }}
        onCancel={() => setAdding(false)}
      >
        <Input
          {...hint('product.dialog.name', 'input')}
          aria-label="Product name"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </Modal>

      {/* Hinted wrongly on purpose, shown with ?broken: its on/off lives only in a class. */}
      {broken ? <FavouriteStar /> : null}
    </main>
  );
}

/** The table's pager: page links and the previous and next buttons, hinted through antd's itemRender. */
function pageLink(current: number) {
  return (page: number, type: string, original: ReactNode): ReactNode => {
    if (type === 'page') {
      return <a {...hint(`products.pages.${page}`, 'option', { state: selection(page === current) })}>{page}</a>;
    }
    if ((type === 'prev' || type === 'next') && isValidElement(original)) {
      // antd's own icon button: named only by its icon's aria-label ("left"), so it gets a label.
      return cloneElement(original as ReactElement<Record<string, string>>, {
        ...hint(`products.pages.${type}`, 'action', { action: `${type}-page` }),
        'aria-label': type === 'prev' ? 'Previous page' : 'Next page',
      });
    }
    return original;
  };
}

function FavouriteStar() {
  const [on, setOn] = useState(false);
  return (
    <Button
      {...hint('inventory.favourite', 'toggle')}
      className={on ? 'starred' : undefined}
      aria-label="Favourite"
      onClick={() => setOn(!on)}
    >
      ★
    </Button>
  );
}

const container = document.getElementById('root')!;
let root = createRoot(container);
// Render synchronously, so that the page is complete when its load event fires.
flushSync(() => root.render(<App />));
// Each test starts from a new app: this one unmounted and another mounted in its place, as a load
// shows it, for a fraction of a reload's cost (test/support/fixture-app-session.ts).
Object.assign(window, {
  remountFixtureApp() {
    root.unmount();
    root = createRoot(container);
    flushSync(() => root.render(<App />));
  },
});
