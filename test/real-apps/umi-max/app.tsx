// The template's app without umi: what umi builds from .umirc.ts (its routes, its layout plugin's
// ProLayout with the routes' names as the menu, src/app.ts's runtime `layout` config and initial
// state) written out, over hash routes: #/home, #/access, #/table.

import { ProLayout } from '@ant-design/pro-components';
import type { ProLayoutProps } from '@ant-design/pro-components';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getInitialState, layout } from '@/app';
import Access from '@/pages/Access';
import Home from '@/pages/Home';
import Table from '@/pages/Table';
import { Link, setInitialState } from '@umijs/max';

/** .umirc.ts's routes: `/` redirects to `/home`. */
const routes = [
  { name: '首页', path: '/home', component: Home },
  { name: '权限演示', path: '/access', component: Access },
  { name: ' CRUD 示例', path: '/table', component: Table },
];

const here = () => {
  const path = location.hash.replace(/^#/, '');
  return routes.some((route) => route.path === path) ? path : '/home';
};

function App() {
  const [path, setPath] = useState(here);
  useEffect(() => {
    const follow = () => setPath(here());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const Page = routes.find((route) => route.path === path)!.component;
  // The layout plugin's defaults (its title from .umirc.ts, menu items as links), then the app's runtime config.
  const props: ProLayoutProps = {
    title: '@umijs/max',
    route: { path: '/', routes: routes.map(({ name, path }) => ({ name, path })) },
    location: { pathname: path },
    menuItemRender: (item, dom) => <Link to={item.path ?? '/'}>{dom}</Link>,
    ...(layout() as ProLayoutProps),
  };
  return (
    <ProLayout {...props}>
      <Page />
    </ProLayout>
  );
}

void getInitialState().then((state) => {
  setInitialState(state);
  createRoot(document.getElementById('root')!).render(<App />);
});
