// A browser behind a service that wants credentials (Browserless, a Selenium Grid, a hosted
// browser), played by an authenticating proxy on loopback in front of the test Chromium: the
// server and the review command send SEMANTIC_HINTS_CDP_HEADERS / --cdp-header, keep a ?token=
// working, attach over wss:// to a certificate they were told to trust, and never print a secret.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { selfSignedCertificate, startAuthProxy } from './support/auth-proxy.js';
import type { AuthProxy } from './support/auth-proxy.js';
import { cli } from './support/cli.js';
import { startMcpServer, textOf } from './support/mcp.js';
import type { McpTestServer } from './support/mcp.js';
import { startInProcessServer } from './support/in-process-server.js';

const AUTHORIZATION = 'Bearer header-s3cret-41c7';
const TOKEN = 'query-s3cret-9d20';
/** Every secret of this file, right or wrong: none may appear in an answer or a log. */
const SECRETS = ['header-s3cret-41c7', TOKEN, 'wrong-guess-77ab', 'wrong-token-5e13'];

let dir: string;
let proxy: AuthProxy;
let tlsProxy: AuthProxy;
let certFile: string;
const servers: McpTestServer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'semantic-hints-remote-'));
  const certificate = selfSignedCertificate(dir);
  certFile = certificate.certFile;
  const credentials = { target: inject('cdpUrl'), authorization: AUTHORIZATION, token: TOKEN };
  proxy = await startAuthProxy(credentials);
  tlsProxy = await startAuthProxy({ ...credentials, tls: certificate });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await proxy.close();
  await tlsProxy.close();
  await rm(dir, { recursive: true, force: true });
});

/** In process, but over stdio where the environment is read at the process's start (NODE_EXTRA_CA_CERTS). */
async function serverWith(env: Record<string, string>): Promise<McpTestServer> {
  const server = await (env['NODE_EXTRA_CA_CERTS'] ? startMcpServer(env) : startInProcessServer(env));
  servers.push(server);
  return server;
}

function expectNoSecret(...texts: string[]): void {
  for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const snapshotCall = (server: McpTestServer): Promise<CallToolResult> =>
  server.call('semantic_snapshot', { url: inject('fixtureUrl'), scope: 'actions' });

describe('the MCP server', () => {
  it('is refused without a credential, and says the service refused it and names the variable', async () => {
    const server = await serverWith({ SEMANTIC_HINTS_CDP_URL: proxy.url });
    const result = await snapshotCall(server);
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain(`The browser service at ${proxy.url} refused the credentials (HTTP 401 Unauthorized)`);
    expect(text).toContain('no credential header was sent');
    expect(text).toContain('SEMANTIC_HINTS_CDP_HEADERS');
    expect(text).not.toMatch(/Cannot reach|no browser answers/);
  });

  it('is refused with a wrong header and a wrong token, and prints neither', async () => {
    const server = await serverWith({
      SEMANTIC_HINTS_CDP_URL: `${proxy.url}/?token=wrong-token-5e13`,
      SEMANTIC_HINTS_CDP_HEADERS: '{"Authorization": "Bearer wrong-guess-77ab"}',
    });
    const result = await snapshotCall(server);
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain(
      `The browser service at ${proxy.url}/?token=*** refused the credentials (HTTP 403 Forbidden)`,
    );
    expect(text).toContain('the headers sent (Authorization) were not accepted');
    expectNoSecret(text, server.stderr());
  });

  it('attaches with the right header, through the service', async () => {
    const before = proxy.counts().attached;
    const server = await serverWith({
      SEMANTIC_HINTS_CDP_URL: proxy.url,
      SEMANTIC_HINTS_CDP_HEADERS: JSON.stringify({ Authorization: AUTHORIZATION }),
    });
    const result = await snapshotCall(server);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ url: inject('fixtureUrl') });
    expect(proxy.counts().attached).toBeGreaterThan(before);
    expect(server.stderr()).toContain(`attached to ${proxy.url}`);
    expectNoSecret(textOf(result), server.stderr());
  });

  it('attaches with a token in the endpoint, and logs the endpoint with the token masked', async () => {
    const before = proxy.counts().attached;
    const server = await serverWith({ SEMANTIC_HINTS_CDP_URL: `${proxy.wsEndpoint}?token=${TOKEN}` });
    const result = await snapshotCall(server);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(proxy.counts().attached).toBeGreaterThan(before);
    expect(server.stderr()).toContain(`attached to ${proxy.wsEndpoint}?token=***`);
    expectNoSecret(textOf(result), server.stderr());
  });

  it('attaches over wss:// to a certificate named in NODE_EXTRA_CA_CERTS, and says what to do without it', async () => {
    const endpoint = tlsProxy.wsEndpoint;
    expect(endpoint).toMatch(/^wss:\/\/127\.0\.0\.1:\d+\/devtools\/browser\//);
    const headers = JSON.stringify({ Authorization: AUTHORIZATION });
    const untrusting = await serverWith({ SEMANTIC_HINTS_CDP_URL: endpoint, SEMANTIC_HINTS_CDP_HEADERS: headers });
    const refused = await snapshotCall(untrusting);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /^Cannot reach the browser at wss:\/\/127\.0\.0\.1:\d+\/devtools\/browser\/\S+ \(.*certificate/,
    );
    expect(textOf(refused)).toContain('NODE_EXTRA_CA_CERTS=');

    const before = tlsProxy.counts().attached;
    const trusting = await serverWith({
      SEMANTIC_HINTS_CDP_URL: endpoint,
      SEMANTIC_HINTS_CDP_HEADERS: headers,
      NODE_EXTRA_CA_CERTS: certFile,
    });
    const result = await snapshotCall(trusting);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ url: inject('fixtureUrl') });
    expect(tlsProxy.counts().attached).toBeGreaterThan(before);
    expectNoSecret(textOf(result), trusting.stderr(), textOf(refused), untrusting.stderr());
  });
});

describe('semantic-hints review', () => {
  it('attaches with --cdp-header, and without it says the service refused and names the flag', async () => {
    const page = new URL('fixtures/clean.html', inject('fixtureUrl')).href;
    const [attached, refused] = await Promise.all([
      cli('review', page, '--json', '--cdp-url', proxy.url, '--cdp-header', `Authorization: ${AUTHORIZATION}`),
      cli('review', page, '--cdp-url', `${proxy.url}/?token=wrong-token-5e13`),
    ]);
    expect(attached.code, attached.stderr).toBe(0);
    expect(JSON.parse(attached.stdout)).toMatchObject({ url: page, total: 0 });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `The browser service at ${proxy.url}/?token=*** refused the credentials (HTTP 403`,
    );
    expect(refused.stderr).toContain('--cdp-header "Authorization: Bearer <token>"');
    expectNoSecret(attached.stdout, attached.stderr, refused.stdout, refused.stderr);
  });

  it('reports a malformed --cdp-header without quoting it', async () => {
    const run = await cli('review', 'http://127.0.0.1:9/', '--cdp-header', 'header-s3cret-41c7');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--cdp-header number 1 is not "Name: value"');
    expectNoSecret(run.stderr);
  });
});
