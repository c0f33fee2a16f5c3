// Node's on-disk compile cache (node:module enableCompileCache, Node 22.1 and later): a start
// after the first reads the compiled code of the server's modules, and of playwright-core when the
// first attach loads it, instead of compiling them again. Its folder is Node's default: the one
// NODE_COMPILE_CACHE names, else node-compile-cache in the OS temp folder, where Node checks each
// entry against its source and rewrites what is stale. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
// Whatever happens, the cache never stops the server from starting: without it, modules compile as
// they always did.

import nodeModule from 'node:module';

/** The two functions, absent before Node 22.1 and 22.10 (the engines field allows 22.0). */
interface CompileCache {
  enableCompileCache?: () => unknown;
  flushCompileCache?: () => void;
}

const cache = nodeModule as unknown as CompileCache;

/** Turns the cache on for every module loaded from now on. */
export function useCompileCache(): void {
  try {
    cache.enableCompileCache?.();
  } catch {
    // A folder that cannot be written, an older Node: compile as usual.
  }
}

/**
 * Writes what was compiled so far now, rather than at exit: a process that is killed never exits
 * cleanly, and the next start would compile everything again.
 */
export function flushCompileCache(): void {
  try {
    cache.flushCompileCache?.();
  } catch {
    // Nothing written: the next start compiles as usual.
  }
}
