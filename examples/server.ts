// Serves the hinted example shop (examples/shop) and the generated /listing page.
//
//   npm run shop [-- --port N]      (port 8080 by default)
//   npx tsx examples/server.ts [--port N] [--host H]      (a free port by default)
//
// App routes (/, /products, /products/:key, /cart, /checkout, /account, /help/:topic) get
// index.html so that History API routing survives a reload; files are served by extension;
// anything else is a 404.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderLeanListingPage } from './lean-listing.js';
import { renderListingPage, isValidListingSize, MAX_LISTING_ITEMS, MIN_LISTING_ITEMS } from './listing.js';
import { isMainModule } from './is-main-module.js';

export interface ExampleServerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number | undefined;
  /** Interface to bind; defaults to the IPv4 loopback. */
  host?: string | undefined;
}

export interface ExampleServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

const SHOP_DIR = fileURLToPath(new URL('./shop/', import.meta.url));

const APP_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/products\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/cart\/?$/,
  /^\/checkout\/?$/,
  /^\/account\/?$/,
  /^\/help\/[^/]+\/?$/,
];

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    // A test fixture: always serve what is on disk now.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function sendText(res: ServerResponse, status: number, message: string): void {
  send(res, status, 'text/plain; charset=utf-8', `${message}\n`);
}

/** Resolves a URL path to a file inside SHOP_DIR, or null if it would escape it. */
function shopFile(pathname: string): string | null {
  const file = resolve(SHOP_DIR, `.${pathname}`);
  return file.startsWith(SHOP_DIR.endsWith(sep) ? SHOP_DIR : SHOP_DIR + sep) ? file : null;
}

async function readShopFile(pathname: string): Promise<Buffer | null> {
  const file = shopFile(pathname);
  if (file === null) return null;
  try {
    return await readFile(file);
  } catch {
    return null; // missing file, or a directory
  }
}

async function serveIndex(res: ServerResponse, status: number): Promise<void> {
  const html = await readShopFile('/index.html');
  if (html === null) throw new Error(`examples/shop/index.html is missing from ${SHOP_DIR}`);
  send(res, status, CONTENT_TYPES['.html'] ?? 'text/html', html);
}

function serveListing(url: URL, res: ServerResponse): void {
  const raw = url.searchParams.get('items');
  const items = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isValidListingSize(items)) {
    sendText(res, 400, `Bad request: ?items= must be an integer from ${MIN_LISTING_ITEMS} to ${MAX_LISTING_ITEMS}.`);
    return;
  }
  const page = url.searchParams.get('layout') === 'lean' ? renderLeanListingPage(items) : renderListingPage(items);
  send(res, 200, 'text/html; charset=utf-8', page);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, 'Method not allowed.');
    return;
  }
  let url: URL;
  let pathname: string;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
  } catch {
    sendText(res, 400, 'Bad request: malformed URL.');
    return;
  }

  if (pathname === '/listing' || pathname === '/listing/') {
    serveListing(url, res);
    return;
  }
  if (APP_ROUTES.some((route) => route.test(pathname))) {
    await serveIndex(res, 200);
    return;
  }
  const ext = extname(pathname);
  if (ext === '') {
    // An unknown page: the app renders its own "not found" screen, with a real 404 status.
    await serveIndex(res, 404);
    return;
  }
  const body = await readShopFile(pathname);
  if (body === null) {
    sendText(res, 404, `Not found: ${pathname}`);
    return;
  }
  send(res, 200, CONTENT_TYPES[ext] ?? 'application/octet-stream', body);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
}

export async function startExampleServer(options: ExampleServerOptions = {}): Promise<ExampleServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) sendText(res, 500, `Internal error: ${message}`);
      else res.destroy();
    });
  });
  await listen(server, port, host);

  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Example server did not bind to a TCP port');
  const urlHost = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;

  return {
    url: `http://${urlHost}:${address.port}`,
    close() {
      closing ??= new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
        // Browsers keep connections alive; drop them so close() does not wait for their timeout.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

// ---------------------------------------------------------------- command line

function parseArgs(argv: readonly string[]): ExampleServerOptions {
  const options: ExampleServerOptions = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = (): string => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error('--port must be an integer from 0 to 65535');
      options.port = port;
    } else if (flag === '--host') {
      options.host = value();
    } else {
      throw new Error(`Unknown argument: ${arg}. Usage: tsx examples/server.ts [--port N] [--host H]`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  const server = await startExampleServer(parseArgs(process.argv.slice(2)));
  console.log(`Example shop:    ${server.url}/`);
  console.log(`Listing (N=100): ${server.url}/listing?items=100`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isMainModule(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
