// The CRM's fixed data: products, 36 customers and 40 orders, the same on every load, so the bench's
// checks can name the values a user would see.

export type Tier = 'Gold' | 'Silver' | 'Bronze';
export type OrderStatus = 'Pending' | 'Shipped' | 'Cancelled';

export interface Product {
  key: string;
  name: string;
  /** In cents. */
  price: number;
}

export interface Customer {
  id: string;
  name: string;
  company: string;
  city: string;
  email: string;
  tier: Tier;
}

export interface OrderLine {
  product: string;
  qty: number;
}

export interface Order {
  /** The order number, shown as #1001. */
  number: number;
  customer: string;
  /** ISO date. */
  date: string;
  lines: OrderLine[];
  status: OrderStatus;
}

export const PRODUCTS: Product[] = [
  { key: 'aurora', name: 'Aurora Headphones', price: 18900 },
  { key: 'iris', name: 'Iris Earbuds', price: 11900 },
  { key: 'dune', name: 'Dune Backpack', price: 9600 },
  { key: 'cirrus', name: 'Cirrus Desk Lamp', price: 7400 },
  { key: 'meridian', name: 'Meridian Turntable', price: 32900 },
  { key: 'basalt', name: 'Basalt Speaker', price: 24900 },
  { key: 'halden', name: 'Halden Notebook', price: 1800 },
  { key: 'kestrel', name: 'Kestrel Water Bottle', price: 3200 },
];

const PEOPLE = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
  'John von Neumann',
  'Radia Perlman',
  'Dennis Ritchie',
  'Frances Allen',
  'Ken Thompson',
  'Hedy Lamarr',
  'Tim Berners-Lee',
  'Annie Easley',
  'Linus Torvalds',
  'Shafi Goldwasser',
  'Claude Shannon',
  'Mary Kenneth Keller',
  'Vint Cerf',
  'Adele Goldberg',
  'Bjarne Stroustrup',
  'Jean Sammet',
  'Niklaus Wirth',
  'Sophie Wilson',
  'Leslie Lamport',
  'Evelyn Granville',
  'Guido van Rossum',
  'Karen Spärck Jones',
  'James Gosling',
  'Lynn Conway',
  'Tony Hoare',
  'Joan Clarke',
  'Whitfield Diffie',
  'Carol Shaw',
];

const COMPANIES: Array<[string, string, string]> = [
  ['Analytical Engines Ltd', 'analytical.example', 'London'],
  ['Bletchley Systems', 'bletchley.example', 'Milton Keynes'],
  ['Cobol Works', 'cobolworks.example', 'Arlington'],
  ['Orbital Mechanics Inc', 'orbital.example', 'Hampton'],
  ['Shortest Path BV', 'shortestpath.example', 'Eindhoven'],
  ['Substitution Labs', 'substitution.example', 'Boston'],
  ['TeX Foundry', 'texfoundry.example', 'Stanford'],
  ['Apollo Guidance Co', 'apolloguidance.example', 'Cambridge'],
];

const TIERS: Tier[] = ['Gold', 'Silver', 'Bronze'];

export const CUSTOMERS: Customer[] = PEOPLE.map((name, i) => {
  const [company, domain, city] = COMPANIES[i % COMPANIES.length]!;
  return {
    id: `c-${String(i + 1).padStart(2, '0')}`,
    name,
    company,
    city,
    email: `${name.split(' ')[0]!.toLowerCase()}@${domain}`,
    tier: TIERS[i % TIERS.length]!,
  };
});

/** Orders #1001–#1040, oldest first: the twelve newest are pending, every seventh older one from the fourth cancelled. */
export const ORDERS: Order[] = Array.from({ length: 40 }, (_, i) => {
  const lines: OrderLine[] = [{ product: PRODUCTS[(i * 3) % PRODUCTS.length]!.key, qty: (i % 3) + 1 }];
  if (i % 4 === 0) lines.push({ product: PRODUCTS[(i + 5) % PRODUCTS.length]!.key, qty: 1 });
  const day = new Date(Date.UTC(2025, 2, 1 + i));
  return {
    number: 1001 + i,
    customer: CUSTOMERS[(i * 5) % CUSTOMERS.length]!.id,
    date: day.toISOString().slice(0, 10),
    lines,
    status: i >= 28 ? 'Pending' : i % 7 === 3 ? 'Cancelled' : 'Shipped',
  };
});

export const productOf = (key: string): Product => PRODUCTS.find((p) => p.key === key)!;

export const orderTotal = (order: Order): number =>
  order.lines.reduce((sum, line) => sum + productOf(line.product).price * line.qty, 0);

export const money = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
