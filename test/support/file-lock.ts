// A lock between test processes: a folder that one process creates and removes; the others wait
// for its removal (woken by the file system, not a timer). A lock whose holder died is taken over.

import { existsSync, readFileSync, watch } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs `task` holding a lock folder that other processes wait on (woken by its removal, not a timer). */
export async function withFileLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(dirname(lock), { recursive: true });
      await mkdir(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      await removed(lock);
    }
  }
  try {
    await writeFile(join(lock, 'pid'), String(process.pid));
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Resolves when `path` is gone, or is held by a process that no longer runs (a lock left by a crash). */
function removed(path: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dirname(path), () => check());
    const check = () => {
      if (!existsSync(path)) {
        watcher.close();
        resolve();
      } else if (heldByDeadProcess(path)) {
        watcher.close();
        void rm(path, { recursive: true, force: true }).then(resolve);
      }
    };
    check();
  });
}

function heldByDeadProcess(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // Just taken: the holder writes its pid next.
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Held while a test builds dist/ (`tsc -p tsconfig.build.json`, or `npm pack` through `prepare`) and uses it. */
export const DIST_LOCK = fileURLToPath(new URL('../../.tmp/dist.lock', import.meta.url));
