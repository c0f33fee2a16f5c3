// The one plugin the located dev server adds to the app's own Vite config: it marks every element
// of the app's own files (JSX and TSX modules, Vue single-file components, HTML pages) with where
// it is written, before the app's plugins compile them. Files under node_modules and outside the
// app's folder are left alone: their elements map to the app's element that renders them.

import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { markHtml } from './mark-html.js';
import { markJsx } from './mark-jsx.js';
import { markVue } from './mark-vue.js';
import { vueCompiler } from '../vue-compiler.js';

export function locatePlugin(appDir: string): Plugin {
  const own = (path: string): string | undefined => {
    const file = relative(appDir, path);
    if (file.startsWith('..') || file.split(sep).includes('node_modules')) return undefined;
    return file.split(sep).join('/');
  };
  return {
    name: 'semantic-hints:locate',
    enforce: 'pre',
    apply: 'serve',
    async transform(code, id) {
      // Sub-requests (a Vue file's ?vue&type=style) and virtual modules are not the file as written.
      if (id.includes('?') || id.startsWith('\0')) return undefined;
      const file = own(id);
      if (file === undefined) return undefined;
      if (/\.[jt]sx$/.test(file)) return markJsx(code, file);
      if (file.endsWith('.vue')) return markVue(await vueCompiler(appDir), code, file);
      return undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const file = own(context.filename);
        return file === undefined ? html : markHtml(html, file);
      },
    },
  };
}
