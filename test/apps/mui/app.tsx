// An orders admin screen made of real MUI parts (@mui/material, @mui/x-data-grid), hinted the way
// an app team following references/hint-design.md hints them: on the component where MUI passes the
// props on, else through the slot MUI gives (slotProps) or a wrapper. See README.md beside this file.

import { useMemo, useState } from 'react';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridDensity, GridRenderCellParams } from '@mui/x-data-grid';

interface Choice {
  key: string;
  label: string;
}

const STATUSES: Choice[] = [
  { key: 'pending', label: 'Pending' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'cancelled', label: 'Cancelled' },
];
const STATUS_FILTER: Choice[] = [{ key: 'any', label: 'Any status' }, ...STATUSES];
const CUSTOMERS: Choice[] = [
  { key: 'acme', label: 'Acme Corp' },
  { key: 'globex', label: 'Globex' },
  { key: 'initech', label: 'Initech' },
  { key: 'umbrella', label: 'Umbrella' },
  { key: 'hooli', label: 'Hooli' },
];
const TAGS: Choice[] = [
  { key: 'gift', label: 'Gift' },
  { key: 'express', label: 'Express' },
  { key: 'fragile', label: 'Fragile' },
];
const VIEWS: Choice[] = [
  { key: 'all', label: 'All' },
  { key: 'open', label: 'Open' },
  { key: 'closed', label: 'Closed' },
];
const PERIODS: Choice[] = [
  { key: 'week', label: 'This week' },
  { key: 'month', label: 'This month' },
  { key: 'year', label: 'This year' },
];
const DENSITIES: Choice[] = [
  { key: 'compact', label: 'Compact' },
  { key: 'standard', label: 'Standard' },
  { key: 'comfortable', label: 'Comfortable' },
];
const OPEN_STATUSES = ['pending', 'shipped'];
const selection = (on: boolean) => (on ? 'selected' : 'unselected');
const labelOf = (choices: Choice[], key: string) => choices.find((c) => c.key === key)?.label ?? key;

interface Order {
  id: number;
  customer: string;
  status: string;
  total: number;
  tag: string | null;
  flagged: boolean;
}

// 200 orders, the same on every load: enough that the grid holds only the rows in view.
const ORDERS: Order[] = Array.from({ length: 200 }, (_, i) => ({
  id: 1001 + i,
  customer: CUSTOMERS[i % CUSTOMERS.length]!.key,
  status: STATUSES[i % STATUSES.length]!.key,
  total: 20 + ((i * 37) % 480),
  tag: i % 3 === 0 ? TAGS[(i / 3) % TAGS.length]!.key : null,
  flagged: i % 7 === 0,
}));

/** An Autocomplete's renderOption hinting each option under `prefix`, its state from MUI's `selected`. */
const hintedOption =
  (prefix: string) =>
  (
    { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
    option: Choice,
    { selected }: { selected: boolean },
  ) => (
    <li
      key={key}
      {...props}
      data-semtag-id={`${prefix}.${option.key}`}
      data-semtag-role="option"
      data-semtag-state={selection(selected)}
    >
      {option.label}
    </li>
  );

/** A filter field, laid out as the toolbar lays its parts out. */
function Field(props: { children: ReactNode }) {
  return <div style={{ minWidth: 200 }}>{props.children}</div>;
}

function OrdersAdmin() {
  const broken = new URLSearchParams(location.search).has('broken');
  const [orders, setOrders] = useState(ORDERS);
  const [status, setStatus] = useState('any');
  const [customer, setCustomer] = useState<Choice | null>(null);
  const [tags, setTags] = useState<Choice[]>([]);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [period, setPeriod] = useState('month');
  const [minTotal, setMinTotal] = useState(0);
  const [view, setView] = useState('all');
  const [density, setDensity] = useState<GridDensity>('standard');
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [notice, setNotice] = useState<{ text: string; undo?: Order } | null>(null);
  const [exported, setExported] = useState('Nothing exported yet.');

  const rows = useMemo(
    () =>
      orders.filter(
        (o) =>
          (status === 'any' || o.status === status) &&
          (customer === null || o.customer === customer.key) &&
          (tags.length === 0 || tags.some((t) => t.key === o.tag)) &&
          (!flaggedOnly || o.flagged) &&
          o.total >= minTotal &&
          (view === 'all' || OPEN_STATUSES.includes(o.status) === (view === 'open')),
      ),
    [orders, status, customer, tags, flaggedOnly, minTotal, view],
  );

  const setStatusOf = (id: number, to: string) =>
    setOrders((all) => all.map((o) => (o.id === id ? { ...o, status: to } : o)));
  const confirmCancel = () => {
    if (!cancelling) return;
    setStatusOf(cancelling.id, 'cancelled');
    setNotice({ text: `Order #${cancelling.id} cancelled.`, undo: cancelling });
    setCancelling(null);
  };
  const exportAs = (format: string) => {
    setExported(`Exported ${rows.length} orders as ${format}.`);
    setExportAnchor(null);
  };

  // The grid's cells, each hinted as a member of the orders.grid collection.
  const member = (id: number, control?: string) => `orders.grid.item.${id}${control ? `.${control}` : ''}`;
  const columns: GridColDef<Order>[] = [
    {
      field: 'id',
      headerName: 'Order',
      width: 110,
      renderCell: (p: GridRenderCellParams<Order>) => (
        <span data-semtag-id={member(p.row.id)} data-semtag-role="observable">
          #{p.row.id}
        </span>
      ),
    },
    { field: 'customer', headerName: 'Customer', width: 140, valueGetter: (v: string) => labelOf(CUSTOMERS, v) },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: (p: GridRenderCellParams<Order>) => (
        <span data-semtag-id={member(p.row.id, 'status')} data-semtag-role="observable">
          {labelOf(STATUSES, p.row.status)}
        </span>
      ),
    },
    {
      field: 'total',
      headerName: 'Total',
      width: 100,
      renderCell: (p: GridRenderCellParams<Order>) => (
        <span data-semtag-id={member(p.row.id, 'total')} data-semtag-role="observable">
          ${p.row.total}
        </span>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 140,
      sortable: false,
      renderCell: (p: GridRenderCellParams<Order>) => (
        <Button
          size="small"
          disabled={!OPEN_STATUSES.includes(p.row.status)}
          onClick={() => setCancelling(p.row)}
          aria-label={`Cancel order #${p.row.id}`}
          data-semtag-id={member(p.row.id, 'cancel')}
          data-semtag-role="action"
          data-semtag-action="cancel-order"
        >
          Cancel
        </Button>
      ),
    },
  ];

  return (
    <>
      <header data-semtag-id="header" data-semtag-role="region" aria-label="Orders admin">
        <Typography variant="h5" component="h1">
          Orders admin
        </Typography>
        <FormControlLabel
          label="Auto-refresh"
          control={<Switch checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />}
          data-semtag-id="header.refresh"
          data-semtag-role="toggle"
        />
        <Button
          id="export-button"
          aria-haspopup="true"
          aria-controls={exportAnchor ? 'export-menu' : undefined}
          aria-expanded={exportAnchor ? 'true' : 'false'}
          onClick={(e) => setExportAnchor(e.currentTarget)}
          data-semtag-id="header.export"
          data-semtag-role="action"
          data-semtag-controls="header.export.menu"
          data-semtag-state={exportAnchor ? 'open' : 'closed'}
        >
          Export
        </Button>
        <Menu
          anchorEl={exportAnchor}
          open={exportAnchor !== null}
          onClose={() => setExportAnchor(null)}
          slotProps={{
            list: {
              id: 'export-menu',
              'aria-labelledby': 'export-button',
              ...{ 'data-semtag-id': 'header.export.menu', 'data-semtag-role': 'region' },
            },
          }}
        >
          <MenuItem onClick={() => exportAs('CSV')} data-semtag-id="header.export.csv" data-semtag-role="action">
            CSV
          </MenuItem>
          <MenuItem onClick={() => exportAs('PDF')} data-semtag-id="header.export.pdf" data-semtag-role="action">
            PDF
          </MenuItem>
          <MenuItem disabled data-semtag-id="header.export.xlsx" data-semtag-role="action">
            Excel (coming soon)
          </MenuItem>
        </Menu>
        {broken && (
          // Wrongly hinted on purpose: its on/off lives only in its colour, so the page holds no state.
          <IconButton aria-label="Pin filters" data-semtag-id="header.pin" data-semtag-role="toggle">
            ★
          </IconButton>
        )}
      </header>

      <main data-semtag-id="orders" data-semtag-role="region" aria-labelledby="orders-heading">
        <Typography id="orders-heading" variant="h6" component="h2">
          Orders
        </Typography>
        <Typography data-semtag-id="orders.exported" data-semtag-role="observable" aria-live="polite">
          {exported}
        </Typography>

        <section
          data-semtag-id="orders.filters"
          data-semtag-role="region"
          aria-label="Filters"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}
        >
          <Field>
            <TextField
              select
              id="status-filter"
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              data-semtag-id="orders.filters.status"
              data-semtag-role="select"
              data-semtag-options={STATUS_FILTER.map((s) => `${s.key}|${s.label}`).join(';')}
              fullWidth
            >
              {STATUS_FILTER.map((s) => (
                <MenuItem
                  key={s.key}
                  value={s.key}
                  data-semtag-id={`orders.filters.status.${s.key}`}
                  data-semtag-role="option"
                  data-semtag-state={selection(s.key === status)}
                >
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          </Field>
          <Field>
            <Autocomplete
              id="customer-filter"
              options={CUSTOMERS}
              value={customer}
              onChange={(_, next) => setCustomer(next)}
              isOptionEqualToValue={(a, b) => a.key === b.key}
              renderInput={(params) => <TextField {...params} label="Customer" />}
              renderOption={hintedOption('orders.filters.customer')}
              data-semtag-id="orders.filters.customer"
              data-semtag-role="select"
            />
          </Field>
          <Field>
            <Autocomplete
              multiple
              id="tags-filter"
              options={TAGS}
              value={tags}
              onChange={(_, next) => setTags(next)}
              isOptionEqualToValue={(a, b) => a.key === b.key}
              renderInput={(params) => <TextField {...params} label="Tags" />}
              renderValue={(chosen, getItemProps) =>
                chosen.map((tag, index) => {
                  const { key, ...props } = getItemProps({ index });
                  return <Chip key={key} label={tag.label} size="small" {...props} />;
                })
              }
              renderOption={hintedOption('orders.filters.tags')}
              data-semtag-id="orders.filters.tags"
              data-semtag-role="select"
            />
          </Field>
          <FormControlLabel
            label="Flagged only"
            control={<Checkbox checked={flaggedOnly} onChange={(e) => setFlaggedOnly(e.target.checked)} />}
            data-semtag-id="orders.filters.flagged"
            data-semtag-role="toggle"
          />
          <FormControl>
            <FormLabel id="period-label">Placed</FormLabel>
            <RadioGroup
              row
              aria-labelledby="period-label"
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
              data-semtag-id="orders.filters.period"
              data-semtag-role="select"
            >
              {PERIODS.map((p) => (
                <FormControlLabel
                  key={p.key}
                  value={p.key}
                  label={p.label}
                  control={<Radio />}
                  data-semtag-id={`orders.filters.period.${p.key}`}
                  data-semtag-role="option"
                  data-semtag-state={selection(p.key === period)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Field>
            <Typography id="min-total-label">Minimum total</Typography>
            <Slider
              aria-labelledby="min-total-label"
              value={minTotal}
              min={0}
              max={500}
              step={10}
              onChange={(_, next) => setMinTotal(next)}
              valueLabelDisplay="auto"
              data-semtag-id="orders.filters.min-total"
              data-semtag-role="slider"
            />
          </Field>
          <Field>
            <Typography id="items-label">Items per order</Typography>
            <Slider
              getAriaLabel={(thumb) => (thumb === 0 ? 'Fewest items' : 'Most items')}
              defaultValue={[1, 9]}
              min={1}
              max={9}
              data-semtag-id="orders.filters.items"
              data-semtag-role="slider"
              aria-labelledby="items-label"
            />
          </Field>
        </section>

        <Tabs
          value={view}
          onChange={(_, next: string) => setView(next)}
          aria-label="Order view"
          data-semtag-id="orders.view"
          data-semtag-role="select"
        >
          {VIEWS.map((v) => (
            <Tab
              key={v.key}
              value={v.key}
              label={v.label}
              data-semtag-id={`orders.view.${v.key}`}
              data-semtag-role="option"
              data-semtag-state={selection(v.key === view)}
            />
          ))}
        </Tabs>
        <ToggleButtonGroup
          exclusive
          value={density}
          onChange={(_, next: GridDensity | null) => next && setDensity(next)}
          aria-label="Row density"
          size="small"
          data-semtag-id="orders.density"
          data-semtag-role="select"
        >
          {DENSITIES.map((d) => (
            <ToggleButton
              key={d.key}
              value={d.key}
              data-semtag-id={`orders.density.${d.key}`}
              data-semtag-role="option"
              data-semtag-state={selection(d.key === density)}
            >
              {d.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        {/* DataGrid passes no other props to its root: the box that sizes it carries the hint. */}
        <div style={{ height: 420, width: 660 }} data-semtag-id="orders.grid" data-semtag-role="collection">
          <DataGrid
            rows={rows}
            columns={columns}
            density={density}
            hideFooter
            disableColumnMenu
            disableRowSelectionOnClick
            aria-label="Orders"
          />
        </div>

        <Accordion>
          <AccordionSummary
            aria-controls="policy-content"
            id="policy-header"
            data-semtag-id="orders.policy"
            data-semtag-role="toggle"
          >
            Cancellation policy
          </AccordionSummary>
          <AccordionDetails data-semtag-id="orders.policy.text" data-semtag-role="observable">
            Pending and shipped orders can be cancelled; delivered ones are returned instead.
          </AccordionDetails>
        </Accordion>
      </main>

      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        aria-labelledby="cancel-title"
        data-semtag-id="orders.cancel"
        data-semtag-role="region"
      >
        <DialogTitle id="cancel-title">Cancel order #{cancelling?.id}?</DialogTitle>
        <DialogContent data-semtag-id="orders.cancel.summary" data-semtag-role="observable">
          {cancelling && `${labelOf(CUSTOMERS, cancelling.customer)}, $${cancelling.total}`}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)} data-semtag-id="orders.cancel.keep" data-semtag-role="action">
            Keep order
          </Button>
          <Button
            color="error"
            onClick={confirmCancel}
            data-semtag-id="orders.cancel.confirm"
            data-semtag-role="action"
            data-semtag-action="cancel-order"
          >
            Cancel order
          </Button>
        </DialogActions>
      </Dialog>

      <Snackbar
        open={notice !== null}
        onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
        message={
          <span data-semtag-id="notice.text" data-semtag-role="observable">
            {notice?.text}
          </span>
        }
        action={
          notice?.undo && (
            <Button
              size="small"
              onClick={() => {
                setStatusOf(notice.undo!.id, notice.undo!.status);
                setNotice(null);
              }}
              data-semtag-id="notice.undo"
              data-semtag-role="action"
              data-semtag-action="undo-cancel"
            >
              Undo
            </Button>
          )
        }
        data-semtag-id="notice"
        data-semtag-role="region"
        aria-label="Notice"
      />
    </>
  );
}

const container = document.getElementById('root')!;
let root = createRoot(container);
// Render synchronously, so that the page is complete when its load event fires.
flushSync(() => root.render(<OrdersAdmin />));
// Each test starts from a new app: this one unmounted and another mounted in its place, as a load
// shows it, for a fraction of a reload's cost (test/support/fixture-app-session.ts).
Object.assign(window, {
  remountFixtureApp() {
    root.unmount();
    root = createRoot(container);
    flushSync(() => root.render(<OrdersAdmin />));
  },
});
