// A small stand-in for a remote browser service (Browserless, a Selenium Grid, a hosted browser):
// an HTTP or HTTPS server on loopback in front of the test Chromium's CDP port that lets a request
// through only with the right Authorization header or ?token=, as those services do. It forwards
// the HTTP discovery (/json/version, its WebSocket URL rewritten to point back at the proxy) and
// the WebSocket upgrade.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, get } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';

export interface AuthProxy {
  /** http(s)://127.0.0.1:PORT: the discovery endpoint, as a DevTools port is given. */
  url: string;
  /** ws(s)://127.0.0.1:PORT/devtools/browser/<id>: the browser's WebSocket through the proxy. */
  wsEndpoint: string;
  /** Upgrades let through to the browser, and requests refused (401 or 403), so far. */
  counts(): { attached: number; refused: number };
  close(): Promise<void>;
}

export interface AuthProxyOptions {
  /** The test Chromium's CDP endpoint, http://127.0.0.1:PORT. */
  target: string;
  /** The Authorization header value that is let through. */
  authorization: string;
  /** The ?token= value that is let through instead. */
  token: string;
  /** Serve HTTPS and WSS with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
}

/** 401 when no credential came, 403 when a wrong one did, undefined when the right one did. */
function refusal(request: IncomingMessage, options: AuthProxyOptions): 401 | 403 | undefined {
  const header = request.headers.authorization;
  const token = new URL(request.url ?? '/', 'http://proxy').searchParams.get('token');
  if (header === options.authorization || token === options.token) return undefined;
  return header === undefined && token === null ? 401 : 403;
}

/** The request's path without its query (Chromium matches its WebSocket paths exactly). */
function pathOf(request: IncomingMessage): string {
  return new URL(request.url ?? '/', 'http://proxy').pathname;
}

export async function startAuthProxy(options: AuthProxyOptions): Promise<AuthProxy> {
  const target = new URL(options.target);
  const targetPort = Number(target.port);
  const wsScheme = options.tls ? 'wss' : 'ws';
  const counts = { attached: 0, refused: 0 };
  const sockets = new Set<Socket>();
  let proxyHost = '';

  const server: Server = options.tls ? createHttpsServer(options.tls) : createHttpServer();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  server.on('request', (request, response) => {
    const refused = refusal(request, options);
    if (refused) {
      counts.refused++;
      response
        .writeHead(refused, { 'content-type': 'text/plain' })
        .end(refused === 401 ? 'no credentials' : 'wrong credentials');
      return;
    }
    get(new URL(pathOf(request), target), (upstream) => {
      let body = '';
      upstream.setEncoding('utf8');
      upstream.on('data', (chunk: string) => (body += chunk));
      upstream.on('end', () => {
        // Chromium names its own port in the WebSocket URL; the client must come back through here.
        const rewritten = body.replace(/ws:\/\/[^/"]+/g, `${wsScheme}://${proxyHost}`);
        response.writeHead(upstream.statusCode ?? 502, { 'content-type': 'application/json' }).end(rewritten);
      });
    }).on('error', () => response.writeHead(502).end());
  });

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const refused = refusal(request, options);
    if (refused) {
      counts.refused++;
      socket.end(
        `HTTP/1.1 ${refused} ${refused === 401 ? 'Unauthorized' : 'Forbidden'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.once('connect', () => {
      counts.attached++;
      // The credentials stop here, as a service's gateway would keep them.
      const headers: string[] = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i]!;
        if (/^(authorization|host)$/i.test(name)) continue;
        headers.push(`${name}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(
        [`GET ${pathOf(request)} HTTP/1.1`, `Host: 127.0.0.1:${targetPort}`, ...headers, '', ''].join('\r\n'),
      );
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  proxyHost = `127.0.0.1:${port}`;
  const version = (await (await fetch(new URL('/json/version', target))).json()) as { webSocketDebuggerUrl: string };
  return {
    url: `${options.tls ? 'https' : 'http'}://${proxyHost}`,
    wsEndpoint: `${wsScheme}://${proxyHost}${new URL(version.webSocketDebuggerUrl).pathname}`,
    counts: () => ({ ...counts }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, written into `dir` by openssl: the server is
 * given it to serve, the client (NODE_EXTRA_CA_CERTS) to trust.
 */
export function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
