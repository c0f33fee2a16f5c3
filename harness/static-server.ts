// Serves a folder on a loopback port: the tests' fixtures and the docs script's example page.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  // An <img> shows an SVG only when it is served as one.
  '.svg': 'image/svg+xml',
};

export async function serveFolder(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      // Revalidated on every load (no-cache) against a tag of the file's size and change time:
      // an unchanged script comes from Chromium's cache with its compiled code, as it does from
      // a real app's server, which spares the browser re-parsing the same bundles at every load.
      const { mtimeNs, size } = await stat(file, { bigint: true });
      const headers = { etag: `"${size.toString(36)}-${mtimeNs.toString(36)}"`, 'cache-control': 'no-cache' };
      if (request.headers['if-none-match'] === headers.etag) {
        response.writeHead(304, headers).end();
        return;
      }
      const body = await readFile(file);
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers })
        .end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // Browsers keep connections alive; close them too, or close() waits for them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
