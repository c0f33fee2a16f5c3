// Runs the in-page code in an isolated world created over CDP. The page shares the DOM with that
// world but not its JavaScript globals, so a page that replaces querySelectorAll, Array.from,
// JSON.stringify or the innerText getter cannot change what the extractor sees.

import type { CDPSession, Page } from 'playwright-core';
import type { PageApi } from '../page/types.js';
import { pageScript } from './page-script.js';

const WORLD_NAME = 'semantic-hints';
const NOT_INSTALLED = '__semantic_hints_not_installed__';

type Method = keyof PageApi;

/** Errors that mean the world went away with a navigation: make a new one and try again. */
function isContextGone(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /Cannot find context|Execution context was destroyed|context with specified id|Inspected target navigated|Cannot find default execution context/i.test(
    message,
  );
}

interface EvaluateResponse {
  result: { value?: unknown; type: string };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

class IsolatedWorld {
  private session: CDPSession | undefined;
  private contextId: number | undefined;

  constructor(private readonly page: Page) {}

  private async cdp(): Promise<CDPSession> {
    this.session ??= await this.page.context().newCDPSession(this.page);
    return this.session;
  }

  private async createWorld(): Promise<number> {
    const session = await this.cdp();
    const { frameTree } = await session.send('Page.getFrameTree');
    const { executionContextId } = await session.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName: WORLD_NAME,
      grantUniveralAccess: false,
    });
    await this.evaluate(pageScript(), executionContextId);
    return executionContextId;
  }

  private async evaluate(expression: string, contextId: number): Promise<unknown> {
    const session = await this.cdp();
    const response = (await session.send('Runtime.evaluate', {
      expression,
      contextId,
      returnByValue: true,
      // A page function that waits (watch) returns a promise; the others answer at once.
      awaitPromise: true,
    })) as EvaluateResponse;
    if (response.exceptionDetails) {
      const detail = response.exceptionDetails.exception?.description ?? response.exceptionDetails.text;
      throw new Error(`In-page code failed: ${detail}`);
    }
    return response.result.value;
  }

  /**
   * Calls one page function with a JSON argument: one round trip while the document stays the same,
   * however long the function waits in the page.
   * The result crosses as one JSON string, made by the world's own JSON (which page scripts cannot
   * reach): for a large snapshot that is about half the cost of CDP serialising the object itself.
   * `signal`: a call that ran out of time does not start an evaluation. One already running is
   * left to finish: ending it (Runtime.terminateExecution) would also end whatever page script
   * holds the thread, and this server never changes the page.
   */
  async call<M extends Method>(
    method: M,
    arg: Parameters<PageApi[M]>[0],
    signal?: AbortSignal,
  ): Promise<Awaited<ReturnType<PageApi[M]>>> {
    const expression = `globalThis.__semanticHints ? ((r) => r instanceof Promise ? r.then((v) => JSON.stringify(v)) : JSON.stringify(r))(globalThis.__semanticHints.${method}(${JSON.stringify(arg)})) : ${JSON.stringify(NOT_INSTALLED)}`;
    for (let attempt = 0; ; attempt++) {
      try {
        signal?.throwIfAborted();
        this.contextId ??= await this.createWorld();
        const value = await this.evaluate(expression, this.contextId);
        if (value === NOT_INSTALLED) {
          this.contextId = undefined;
          throw new Error('Cannot find context: the in-page code is not installed');
        }
        if (typeof value !== 'string')
          throw new Error(`In-page code returned ${typeof value} instead of its JSON result.`);
        return JSON.parse(value) as Awaited<ReturnType<PageApi[M]>>;
      } catch (err) {
        // A navigation destroyed the world mid-call: one retry, in the new document.
        if (attempt > 0 || !isContextGone(err)) throw err;
        this.contextId = undefined;
        await this.page.waitForLoadState('domcontentloaded').catch(() => undefined);
      }
    }
  }

  async dispose(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    this.contextId = undefined;
    await session?.detach().catch(() => undefined);
  }
}

const worlds = new WeakMap<Page, IsolatedWorld>();

/** The page's isolated world, created on first use and kept until the page closes. */
export function isolatedWorld(page: Page): IsolatedWorld {
  let world = worlds.get(page);
  if (!world) {
    world = new IsolatedWorld(page);
    worlds.set(page, world);
    page.once('close', () => {
      worlds.delete(page);
      void world?.dispose();
    });
  }
  return world;
}

export type { IsolatedWorld };
