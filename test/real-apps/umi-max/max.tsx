// A stand-in for `@umijs/max`, the framework the template is written for, as far as its pages use
// it: `request` answered in the browser by the template's own mock (mock/userAPI.ts), `useModel`
// (src/models), `useAccess` and `Access` (src/access.ts on src/app.ts's initial state), `history`
// and `Link` over hash routes. The build points the template's imports of `@umijs/max` here.

import { Fragment, createElement } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import mock from '@/../mock/userAPI';
import access from '@/access';
import global from '@/models/global';

interface RequestOptions {
  method?: string;
  params?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

type Handler = (req: { params?: unknown; body?: unknown }, res: { json: (body: unknown) => void }) => void;
const handlers = mock as Record<string, Handler>;

/** Answers through the mock's handler for `METHOD path` (a key ending in `/` takes the paths under it). */
function answer(method: string, url: string, options: RequestOptions): unknown {
  const key = Object.keys(handlers).find((route) => {
    const [verb, path = ''] = route.split(' ');
    return verb === method && (path === url || (path.endsWith('/') && url.startsWith(path)));
  });
  if (!key) return undefined;
  let body: unknown;
  handlers[key]!({ params: options.params, body: options.data }, { json: (value) => (body = value) });
  return body;
}

/** The mock's users, as its list handler hands them out: the list itself, so that adding and deleting change it. */
function users(): Record<string, unknown>[] {
  const body = answer('GET', '/api/v1/queryUserList', {}) as { data: { list: Record<string, unknown>[] } };
  return body.data.list;
}

/** The requests answered, in order (`GET /api/v1/queryUserList`, …): a test waits on them as on a server's log. */
const answered: string[] = [];
(globalThis as { umiMaxRequests?: string[] }).umiMaxRequests = answered;

/** What umi's `request` resolves to: the response's body. The mock has no add or delete: kept in memory here. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  answered.push(`${method} ${url}`);
  const body = answer(method, url, options);
  if (body !== undefined) return body as T;
  const list = users();
  if (method === 'POST' && url === '/api/v1/user') {
    const user = { id: Math.max(-1, ...list.map((u) => Number(u.id))) + 1, ...options.data };
    list.push(user);
    return { success: true, data: user } as T;
  }
  const id = /^\/api\/v1\/user\/(.+)$/.exec(url)?.[1];
  if (method === 'DELETE' && id !== undefined) {
    const at = list.findIndex((u) => String(u.id) === id);
    if (at !== -1) list.splice(at, 1);
    return { success: true } as T;
  }
  throw new Error(`No mock answers ${method} ${url}`);
}

const models = { global };

/** A model's hook, as umi's model plugin provides it. */
export const useModel = (name: keyof typeof models) => models[name]();

/** The app's initial state, what src/app.ts's getInitialState resolved to: the entry sets it before the first render. */
let initialState: Parameters<typeof access>[0] = {};
export const setInitialState = (state: Parameters<typeof access>[0]) => {
  initialState = state;
};

export const useAccess = () => access(initialState);

export function Access(props: { accessible: boolean; fallback?: ReactNode; children?: ReactNode }) {
  return createElement(Fragment, null, props.accessible ? props.children : props.fallback);
}

export const history = {
  push: (path: string) => {
    location.hash = path;
  },
};

export function Link({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return createElement('a', { href: `#${to}`, ...rest });
}
