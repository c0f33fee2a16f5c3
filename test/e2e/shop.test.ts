// `npm run shop` as the README gives it: serves the example shop and prints its URL.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('npm run shop -- --port N serves the shop at the URL it prints', async () => {
  // Port 0: a free port, so the test never collides with a shop already running on 8080.
  const child = spawn('npm', ['run', '--silent', 'shop', '--', '--port', '0'], { cwd: ROOT, detached: true });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /Example shop: +(http:\/\/\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.once('close', (code) => reject(new Error(`npm run shop exited (${code}): ${stdout}`)));
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-semtag-id');
  } finally {
    // npm starts tsx, which starts node: end the whole group this test started.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});
