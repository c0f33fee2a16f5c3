import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A loopback port that was free a moment ago, for a browser that must come back on the same port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
