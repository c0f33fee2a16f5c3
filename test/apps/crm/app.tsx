// A small CRM made of MUI parts, shaped like the multi-screen products agents are pointed at: a
// persistent header and navigation, one region per screen, lists of tens of rows, dialogs. It routes
// with history.pushState as React Router does. See README.md beside this file for its screens and ids.

import { useEffect, useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AppBar,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  CssBaseline,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItemButton,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import { CUSTOMERS, ORDERS, PRODUCTS, money, orderTotal } from './data.js';
import type { Customer, Order, OrderStatus, Tier } from './data.js';

// ------------------------------------------------------------------ hints and routing

/** The data-semtag-* attributes of one hinted element. */
function hint(id: string, role: string, extra: Record<string, string> = {}): Record<string, string> {
  const attrs: Record<string, string> = { 'data-semtag-id': id, 'data-semtag-role': role };
  for (const [key, value] of Object.entries(extra)) attrs[`data-semtag-${key}`] = value;
  return attrs;
}

/** The app's root path: the folder above the bundle (dist/app.js), e.g. /apps/crm/. */
const BASE = new URL('..', (document.currentScript as HTMLScriptElement).src).pathname;
const paths = {
  dashboard: `${BASE}index.html`,
  customers: `${BASE}customers`,
  customer: (id: string) => `${BASE}customers/${id}`,
  orders: `${BASE}orders`,
  order: (n: number) => `${BASE}orders/${n}`,
};

type Route =
  | { screen: 'dashboard' }
  | { screen: 'customers' }
  | { screen: 'customer'; id: string }
  | { screen: 'orders' }
  | { screen: 'order'; number: number }
  | { screen: 'missing' };

function routeOf(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  if (rest === '' || rest === 'index.html') return { screen: 'dashboard' };
  if (rest === 'customers') return { screen: 'customers' };
  if (rest === 'orders') return { screen: 'orders' };
  const customer = /^customers\/([\w-]+)$/.exec(rest);
  if (customer) return { screen: 'customer', id: customer[1]! };
  const order = /^orders\/(\d+)$/.exec(rest);
  if (order) return { screen: 'order', number: Number(order[1]) };
  return { screen: 'missing' };
}

function go(to: string): void {
  history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return path;
}

/** A client-side link: a real href, followed without a page load. */
const follow = (to: string) => (event: MouseEvent) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  go(to);
};

// ------------------------------------------------------------------ the shell

const NAV = [
  { id: 'nav.dashboard', label: 'Dashboard', to: paths.dashboard, target: 'dashboard.page' },
  { id: 'nav.customers', label: 'Customers', to: paths.customers, target: 'customers.page' },
  { id: 'nav.orders', label: 'Orders', to: paths.orders, target: 'orders.page' },
];

const NAV_WIDTH = 200;

function Shell({ path, openOrders, children }: { path: string; openOrders: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar component="header" position="fixed" elevation={1} {...hint('header', 'region')} aria-label="App header">
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Link
            href={paths.dashboard}
            onClick={follow(paths.dashboard)}
            color="inherit"
            underline="none"
            variant="h6"
            {...hint('header.home', 'navigation', { target: 'dashboard.page' })}
          >
            Northwind CRM
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <Chip
            color="warning"
            size="small"
            label={`${openOrders} open orders`}
            {...hint('header.open-orders', 'observable', { state: 'orders.open' })}
          />
          <Typography variant="body2">Signed in as Sam Rivera</Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ width: NAV_WIDTH, flexShrink: 0, pt: 7, borderRight: 1, borderColor: 'divider', minHeight: '100vh' }}
      >
        <List dense>
          {NAV.map((item) => {
            const current = item.to === path || (item.to !== paths.dashboard && path.startsWith(`${item.to}/`));
            return (
              <ListItemButton
                key={item.id}
                component="a"
                href={item.to}
                onClick={follow(item.to)}
                selected={current}
                aria-current={item.to === path ? 'page' : undefined}
                {...hint(item.id, 'navigation', { target: item.target })}
              >
                {item.label}
              </ListItemButton>
            );
          })}
        </List>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: 3, pt: 9, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** A screen's region, named by its heading. */
function Screen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const heading = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={heading} {...hint(id, 'region')}>
      <Typography id={heading} variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Breadcrumbs whose last link is the current page: it names the detail screen. */
function Trail({ up, here }: { up: { id: string; label: string; to: string; target: string }; here: Crumb }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link href={up.to} onClick={follow(up.to)} {...hint(up.id, 'navigation', { target: up.target })}>
        {up.label}
      </Link>
      <Link
        href={here.to}
        onClick={follow(here.to)}
        aria-current="page"
        color="text.primary"
        underline="none"
        {...hint(here.id, 'navigation', { target: here.target })}
      >
        {here.label}
      </Link>
    </Breadcrumbs>
  );
}

interface Crumb {
  id: string;
  label: string;
  to: string;
  target: string;
}

const STATUS_COLOR: Record<OrderStatus, 'warning' | 'success' | 'default'> = {
  Pending: 'warning',
  Shipped: 'success',
  Cancelled: 'default',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

// ------------------------------------------------------------------ screens

function Dashboard({ orders, customers }: { orders: Order[]; customers: Customer[] }) {
  const open = orders.filter((o) => o.status === 'Pending').length;
  const revenue = orders.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + orderTotal(o), 0);
  const recent = [...orders].sort((a, b) => b.number - a.number).slice(0, 8);
  const byId = new Map(customers.map((c) => [c.id, c]));
  return (
    <Screen id="dashboard.page" title="Dashboard">
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        {[
          { id: 'dashboard.open-orders', label: 'Open orders', value: plural(open, 'open order') },
          { id: 'dashboard.revenue', label: 'Revenue', value: money(revenue) },
          { id: 'dashboard.customers', label: 'Customers', value: plural(customers.length, 'customer') },
        ].map((kpi) => (
          <Paper key={kpi.id} variant="outlined" sx={{ p: 2, minWidth: 160 }}>
            <Typography variant="overline">{kpi.label}</Typography>
            <Typography variant="h6" {...hint(kpi.id, 'observable')}>
              {kpi.value}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Typography variant="h6" component="h2" id="recent-heading">
        Recent orders
      </Typography>
      <Table size="small" aria-labelledby="recent-heading">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody {...hint('dashboard.recent', 'collection')} aria-label="Recent orders">
          {recent.map((order) => (
            <TableRow key={order.number}>
              <TableCell>
                <Link
                  href={paths.order(order.number)}
                  onClick={follow(paths.order(order.number))}
                  {...hint(`dashboard.recent.item.${order.number}`, 'navigation', { target: 'order.detail' })}
                >
                  #{order.number}
                </Link>
              </TableCell>
              <TableCell>{byId.get(order.customer)?.name}</TableCell>
              <TableCell>{order.date}</TableCell>
              <TableCell {...hint(`dashboard.recent.item.${order.number}.status`, 'observable')}>
                {order.status}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Screen>
  );
}

const TIER_FILTERS = ['All tiers', 'Gold', 'Silver', 'Bronze'];

function CustomersPage({ customers, orders }: { customers: Customer[]; orders: Order[] }) {
  const [query, setQuery] = useState('');
  const [tier, setTier] = useState('All tiers');
  const counts = useMemo(() => {
    const found = new Map<string, number>();
    for (const order of orders) found.set(order.customer, (found.get(order.customer) ?? 0) + 1);
    return found;
  }, [orders]);
  const q = query.trim().toLowerCase();
  const shown = customers.filter(
    (c) =>
      (tier === 'All tiers' || c.tier === tier) &&
      (q === '' || c.name.toLowerCase().includes(q) || c.company.toLowerCase().includes(q)),
  );
  return (
    <Screen id="customers.page" title="Customers">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          label="Search customers"
          size="small"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{ htmlInput: hint('customers.search', 'input') }}
        />
        <TextField
          select
          label="Tier"
          size="small"
          value={tier}
          onChange={(e) => setTier(e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: hint('customers.filters.tier', 'select') }}
        >
          {TIER_FILTERS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </TextField>
        <Typography {...hint('customers.count', 'observable')}>{plural(shown.length, 'customer')}</Typography>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>City</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Tier</TableCell>
            <TableCell align="right">Orders</TableCell>
          </TableRow>
        </TableHead>
        <TableBody {...hint('customers.list', 'collection')} aria-label="Customers">
          {shown.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell>
                <Link
                  href={paths.customer(c.id)}
                  onClick={follow(paths.customer(c.id))}
                  {...hint(`customers.list.item.${c.id}`, 'navigation', { target: 'customer.detail' })}
                >
                  {c.name}
                </Link>
              </TableCell>
              <TableCell {...hint(`customers.list.item.${c.id}.company`, 'observable')}>{c.company}</TableCell>
              <TableCell>{c.city}</TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell {...hint(`customers.list.item.${c.id}.tier`, 'observable')}>{c.tier}</TableCell>
              <TableCell align="right" {...hint(`customers.list.item.${c.id}.orders`, 'observable')}>
                {counts.get(c.id) ?? 0}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Screen>
  );
}

function OrdersTable({ id, orders, customers }: { id: string; orders: Order[]; customers?: Customer[] }) {
  const byId = new Map((customers ?? []).map((c) => [c.id, c]));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Order</TableCell>
          {customers && <TableCell>Customer</TableCell>}
          <TableCell>Date</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody {...hint(id, 'collection')} aria-label="Orders">
        {orders.map((order) => (
          <TableRow key={order.number} hover>
            <TableCell>
              <Link
                href={paths.order(order.number)}
                onClick={follow(paths.order(order.number))}
                {...hint(`${id}.item.${order.number}`, 'navigation', { target: 'order.detail' })}
              >
                #{order.number}
              </Link>
            </TableCell>
            {customers && (
              <TableCell {...hint(`${id}.item.${order.number}.customer`, 'observable')}>
                {byId.get(order.customer)?.name}
              </TableCell>
            )}
            <TableCell>{order.date}</TableCell>
            <TableCell align="right" {...hint(`${id}.item.${order.number}.total`, 'observable')}>
              {money(orderTotal(order))}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATUS_COLOR[order.status]}
                label={order.status}
                {...hint(`${id}.item.${order.number}.status`, 'observable')}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const STATUS_FILTERS = ['All', 'Pending', 'Shipped', 'Cancelled'] as const;
const SORTS = ['Newest first', 'Oldest first'];

function OrdersPage({ orders, customers }: { orders: Order[]; customers: Customer[] }) {
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>('All');
  const [sort, setSort] = useState('Newest first');
  const shown = orders
    .filter((o) => status === 'All' || o.status === status)
    .sort((a, b) => (sort === 'Newest first' ? b.number - a.number : a.number - b.number));
  return (
    <Screen id="orders.page" title="Orders">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Tabs
          value={status}
          onChange={(_, next: (typeof STATUS_FILTERS)[number]) => setStatus(next)}
          aria-label="Status"
          {...hint('orders.filters.status', 'select')}
        >
          {STATUS_FILTERS.map((s) => (
            <Tab
              key={s}
              value={s}
              label={s}
              {...hint(`orders.filters.status.${s.toLowerCase()}`, 'option', {
                state: s === status ? 'selected' : 'unselected',
              })}
            />
          ))}
        </Tabs>
        <TextField
          select
          label="Sort"
          size="small"
          value={sort}
          onChange={(e) => setSort(e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: hint('orders.sort', 'select') }}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
        <Typography {...hint('orders.count', 'observable')}>{plural(shown.length, 'order')}</Typography>
      </Stack>
      <OrdersTable id="orders.list" orders={shown} customers={customers} />
    </Screen>
  );
}

function CustomerPage({
  customer,
  orders,
  message,
  onEdit,
  onNewOrder,
}: {
  customer: Customer;
  orders: Order[];
  message: string;
  onEdit: () => void;
  onNewOrder: () => void;
}) {
  const own = orders.filter((o) => o.customer === customer.id).sort((a, b) => b.number - a.number);
  return (
    <>
      <Trail
        up={{ id: 'customer.back', label: 'Customers', to: paths.customers, target: 'customers.page' }}
        here={{ id: 'customer.here', label: customer.name, to: paths.customer(customer.id), target: 'customer.detail' }}
      />
      <Screen id="customer.detail" title={customer.name}>
        <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
          {(
            [
              ['Company', 'customer.company', customer.company],
              ['Email', 'customer.email', customer.email],
              ['Tier', 'customer.tier', customer.tier],
            ] as const
          ).map(([label, id, value]) => (
            <Box key={id}>
              <Typography variant="overline">{label}</Typography>
              <Typography {...hint(id, 'observable')}>{value}</Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            onClick={onNewOrder}
            {...hint('customer.new-order', 'action', { action: 'open-new-order', controls: 'order.dialog' })}
          >
            New order
          </Button>
          <Button
            variant="outlined"
            onClick={onEdit}
            {...hint('customer.edit', 'action', { action: 'open-edit-customer', controls: 'customer.dialog' })}
          >
            Edit customer
          </Button>
        </Stack>
        <Typography role="status" sx={{ mb: 1, minHeight: 24 }} {...hint('customer.message', 'observable')}>
          {message}
        </Typography>
        <Typography variant="h6" component="h2">
          Orders
        </Typography>
        <OrdersTable id="customer.orders" orders={own} />
      </Screen>
    </>
  );
}

function OrderPage({
  order,
  customer,
  message,
  onShip,
}: {
  order: Order;
  customer: Customer;
  message: string;
  onShip: () => void;
}) {
  return (
    <>
      <Trail
        up={{ id: 'order.back', label: 'Orders', to: paths.orders, target: 'orders.page' }}
        here={{ id: 'order.here', label: `#${order.number}`, to: paths.order(order.number), target: 'order.detail' }}
      />
      <Screen id="order.detail" title={`Order #${order.number}`}>
        <Stack direction="row" spacing={4} sx={{ mb: 2, alignItems: 'flex-end' }}>
          <Box>
            <Typography variant="overline">Customer</Typography>
            <Typography>
              <Link
                href={paths.customer(customer.id)}
                onClick={follow(paths.customer(customer.id))}
                {...hint('order.customer', 'navigation', { target: 'customer.detail' })}
              >
                {customer.name}
              </Link>
            </Typography>
          </Box>
          <Box>
            <Typography variant="overline">Date</Typography>
            <Typography>{order.date}</Typography>
          </Box>
          <Box>
            <Typography variant="overline">Status</Typography>
            <Typography {...hint('order.status', 'observable')}>{order.status}</Typography>
          </Box>
          <Box>
            <Typography variant="overline">Total</Typography>
            <Typography {...hint('order.total', 'observable')}>{money(orderTotal(order))}</Typography>
          </Box>
        </Stack>
        <Button
          variant="contained"
          disabled={order.status !== 'Pending'}
          onClick={onShip}
          sx={{ mb: 2 }}
          {...hint('order.ship', 'action', { action: 'ship-order', controls: 'ship.dialog' })}
        >
          Mark as shipped
        </Button>
        <Typography role="status" sx={{ mb: 1, minHeight: 24 }} {...hint('order.message', 'observable')}>
          {message}
        </Typography>
        <Table size="small" aria-label="Lines">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Subtotal</TableCell>
            </TableRow>
          </TableHead>
          <TableBody {...hint('order.lines', 'collection')} aria-label="Lines">
            {order.lines.map((line) => {
              const product = PRODUCTS.find((p) => p.key === line.product)!;
              return (
                <TableRow key={line.product}>
                  <TableCell {...hint(`order.lines.item.${line.product}`, 'observable')}>{product.name}</TableCell>
                  <TableCell align="right" {...hint(`order.lines.item.${line.product}.qty`, 'observable')}>
                    {line.qty}
                  </TableCell>
                  <TableCell align="right" {...hint(`order.lines.item.${line.product}.subtotal`, 'observable')}>
                    {money(product.price * line.qty)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Screen>
    </>
  );
}

// ------------------------------------------------------------------ dialogs

function NewOrderDialog({
  customer,
  onClose,
  onCreate,
}: {
  customer: Customer;
  onClose: () => void;
  onCreate: (product: string, qty: number) => void;
}) {
  const [product, setProduct] = useState('');
  const [qty, setQty] = useState('1');
  const count = Number(qty);
  const valid = product !== '' && Number.isInteger(count) && count >= 1;
  const price = PRODUCTS.find((p) => p.key === product)?.price ?? 0;
  return (
    <Dialog open onClose={onClose} transitionDuration={0} slotProps={{ paper: hint('order.dialog', 'region') }}>
      <DialogTitle>New order for {customer.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 360 }}>
          <TextField
            select
            label="Product"
            value={product}
            onChange={(e) => setProduct(e.target.value)}
            slotProps={{ select: { native: true }, htmlInput: hint('order.dialog.product', 'select') }}
          >
            <option value="">Choose a product</option>
            {PRODUCTS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name}
              </option>
            ))}
          </TextField>
          <TextField
            label="Quantity"
            type="number"
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            slotProps={{ htmlInput: { min: 1, ...hint('order.dialog.qty', 'input') } }}
          />
          <Typography>
            Total: <span {...hint('order.dialog.total', 'observable')}>{money(valid ? price * count : 0)}</span>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} {...hint('order.dialog.cancel', 'action', { action: 'close-dialog' })}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!valid}
          onClick={() => onCreate(product, count)}
          {...hint('order.dialog.submit', 'action', { action: 'create-order' })}
        >
          Create order
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EditCustomerDialog({
  customer,
  onClose,
  onSave,
}: {
  customer: Customer;
  onClose: () => void;
  onSave: (tier: Tier, email: string) => void;
}) {
  const [tier, setTier] = useState<Tier>(customer.tier);
  const [email, setEmail] = useState(customer.email);
  return (
    <Dialog open onClose={onClose} transitionDuration={0} slotProps={{ paper: hint('customer.dialog', 'region') }}>
      <DialogTitle>Edit {customer.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 360 }}>
          <TextField
            select
            label="Tier"
            value={tier}
            onChange={(e) => setTier(e.target.value as Tier)}
            slotProps={{ select: { native: true }, htmlInput: hint('customer.dialog.tier', 'select') }}
          >
            {(['Gold', 'Silver', 'Bronze'] as const).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </TextField>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            slotProps={{ htmlInput: hint('customer.dialog.email', 'input') }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} {...hint('customer.dialog.cancel', 'action', { action: 'close-dialog' })}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => onSave(tier, email)}
          {...hint('customer.dialog.save', 'action', { action: 'save-customer' })}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ShipDialog({ order, onClose, onConfirm }: { order: Order; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open onClose={onClose} transitionDuration={0} slotProps={{ paper: hint('ship.dialog', 'region') }}>
      <DialogTitle>Ship order #{order.number}?</DialogTitle>
      <DialogContent>
        <Typography>The customer is emailed a shipping notice.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} {...hint('ship.dialog.cancel', 'action', { action: 'close-dialog' })}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          {...hint('ship.dialog.confirm', 'action', { action: 'ship-order' })}
        >
          Mark as shipped
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// ------------------------------------------------------------------ the app

type OpenDialog = 'new-order' | 'edit-customer' | 'ship' | undefined;

function App() {
  const path = usePath();
  const route = routeOf(path);
  const [customers, setCustomers] = useState(CUSTOMERS);
  const [orders, setOrders] = useState(ORDERS);
  const [dialog, setDialog] = useState<OpenDialog>();
  const [message, setMessage] = useState('');
  // A screen's dialog and message do not outlive it.
  useEffect(() => {
    setDialog(undefined);
    setMessage('');
  }, [path]);

  const openOrders = orders.filter((o) => o.status === 'Pending').length;
  let page: ReactNode;
  if (route.screen === 'dashboard') page = <Dashboard orders={orders} customers={customers} />;
  else if (route.screen === 'customers') page = <CustomersPage customers={customers} orders={orders} />;
  else if (route.screen === 'orders') page = <OrdersPage orders={orders} customers={customers} />;
  else if (route.screen === 'customer' && customers.some((c) => c.id === route.id)) {
    const customer = customers.find((c) => c.id === route.id)!;
    page = (
      <>
        <CustomerPage
          customer={customer}
          orders={orders}
          message={message}
          onEdit={() => setDialog('edit-customer')}
          onNewOrder={() => setDialog('new-order')}
        />
        {dialog === 'new-order' && (
          <NewOrderDialog
            customer={customer}
            onClose={() => setDialog(undefined)}
            onCreate={(product, qty) => {
              const number = Math.max(...orders.map((o) => o.number)) + 1;
              const today = new Date(Date.UTC(2025, 3, 10)).toISOString().slice(0, 10);
              setOrders([
                ...orders,
                { number, customer: customer.id, date: today, lines: [{ product, qty }], status: 'Pending' },
              ]);
              setDialog(undefined);
              setMessage(`Order #${number} created.`);
            }}
          />
        )}
        {dialog === 'edit-customer' && (
          <EditCustomerDialog
            customer={customer}
            onClose={() => setDialog(undefined)}
            onSave={(tier, email) => {
              setCustomers(customers.map((c) => (c.id === customer.id ? { ...c, tier, email } : c)));
              setDialog(undefined);
              setMessage(`${customer.name} saved.`);
            }}
          />
        )}
      </>
    );
  } else if (route.screen === 'order' && orders.some((o) => o.number === route.number)) {
    const order = orders.find((o) => o.number === route.number)!;
    page = (
      <>
        <OrderPage
          order={order}
          customer={customers.find((c) => c.id === order.customer)!}
          message={message}
          onShip={() => setDialog('ship')}
        />
        {dialog === 'ship' && (
          <ShipDialog
            order={order}
            onClose={() => setDialog(undefined)}
            onConfirm={() => {
              setOrders(orders.map((o) => (o.number === order.number ? { ...o, status: 'Shipped' } : o)));
              setDialog(undefined);
              setMessage(`Order #${order.number} marked as shipped.`);
            }}
          />
        )}
      </>
    );
  } else
    page = (
      <Screen id="missing.page" title="Not found">
        <Typography>Nothing lives at this address.</Typography>
      </Screen>
    );

  return (
    <Shell path={path} openOrders={openOrders}>
      {page}
    </Shell>
  );
}

// No ripples: they add and remove elements on every click, which no user reads.
const theme = createTheme({ components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <App />
  </ThemeProvider>,
);
