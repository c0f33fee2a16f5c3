// Runs the in-page code in an isolated world created over CDP. The page shares the DOM with that
// world but not its JavaScript globals, so a page that replaces querySelectorAll, Array.from,
// JSON.stringify or the innerText getter cannot change what the extractor sees.

import type { CDPSession, Page } from 'playwright-core';
import type { PageApi, Watch } from '../page/types.js';
import { ACTIVITY_BUNDLE, PAGE_BUNDLE, SHADOW_SIGNAL_BUNDLE } from './page-bundle.generated.js';

const WORLD_NAME = 'semantic-hints';
const NOT_INSTALLED = '__semantic_hints_not_installed__';

type Method = keyof PageApi;

export interface OpenDialog {
  type: string;
  message: string;
  /** Epoch ms, when this server saw it open. */
  openedAt: number;
}

/**
 * Whether a page function may answer with a promise: only a watch with a condition waits
 * (PageApi.watch). CDP is asked to await an answer only then: awaiting sends even an immediate
 * answer through a promise callback in the page, 0.01 to 0.03 ms a call as measured.
 */
function mayWait<M extends Method>(method: M, arg: Parameters<PageApi[M]>[0]): boolean {
  return (method === 'watch' || method === 'watchUnlessFramed') && (arg as Watch).until !== undefined;
}

/** Errors that mean the world went away with a navigation: make a new one and try again. */
function isContextGone(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /Cannot find context|Execution context was destroyed|context with specified id|Inspected target navigated|Cannot find default execution context/i.test(
    message,
  );
}

interface FrameTree {
  frame: { id: string };
  childFrames?: FrameTree[];
}

function findFrame(tree: FrameTree, frameId: string): FrameTree | undefined {
  if (tree.frame.id === frameId) return tree;
  for (const child of tree.childFrames ?? []) {
    const found = findFrame(child, frameId);
    if (found) return found;
  }
  return undefined;
}

interface EvaluateResponse {
  result: { value?: unknown; type: string };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

/** The status of the response that delivered the document, read in the world (page scripts cannot reach it). */
const DOCUMENT_STATUS = "performance.getEntriesByType('navigation')[0]?.responseStatus";

/** A frame inside a document, as its owner element in that document tells it (src/page/read/frames.ts). */
export interface ChildFrame {
  /** CDP's id of the frame, to make a world in it. */
  frameId: string;
  /** How Playwright selects its owner element in the parent document. */
  selector: string;
}

/** How many frames one document's read may enter: far more than any app shows at once. */
const MAX_CHILD_FRAMES = 20;

/**
 * The page code's world in one tab (or in one of its frames). The server keeps one per tab in its
 * page handle (src/browser/page-handle.ts); the command line makes its own. `dispose` lets it go.
 */
export class IsolatedWorld {
  private session: Promise<CDPSession> | undefined;
  private contextId: number | undefined;
  private tracking: Promise<void> | undefined;
  private shownDialog: OpenDialog | undefined;
  /** Calls in flight, failed at once when a dialog opens: the page answers nothing until it closes. */
  private readonly waiting = new Set<(err: Error) => void>();

  /**
   * `frameId` and `parent`: a world in a frame of the page, sharing the page's CDP session (a
   * same-origin frame lives in the page's process). Without them, the world of the main frame.
   */
  constructor(
    private readonly page: Page,
    private readonly frameId?: string,
    private readonly parent?: IsolatedWorld,
  ) {}

  private cdp(): Promise<CDPSession> {
    if (this.parent) return this.parent.cdp();
    this.session ??= this.page
      .context()
      .newCDPSession(this.page)
      .then((session) => {
        // Reported once the Page domain is on (track): a dialog blocks the page until its driver answers.
        session.on('Page.javascriptDialogOpening', (event: { type: string; message: string }) => {
          this.shownDialog = { type: event.type, message: event.message, openedAt: Date.now() };
          for (const fail of this.waiting) fail(new Error(`The page shows a ${event.type} dialog.`));
        });
        session.on('Page.javascriptDialogClosed', () => {
          this.shownDialog = undefined;
        });
        return session;
      })
      .catch((err: unknown) => {
        this.session = undefined;
        throw err;
      });
    return this.session;
  }

  /** The alert, confirm, prompt or beforeunload dialog the tab shows now, if any (seen since track). */
  get dialog(): OpenDialog | undefined {
    return this.parent ? this.parent.dialog : this.shownDialog;
  }

  /** The URL the tab shows (a frame's world answers with its page's). */
  pageUrl(): string {
    return this.page.url();
  }

  /**
   * Sends a command the page's renderer answers. While a dialog is open it answers none of them
   * (Runtime.evaluate and Page.getFrameTree alike): every such command comes here, so none is
   * sent while one is open, and one in flight fails when one opens.
   */
  private readonly send: CDPSession['send'] = (method, params) =>
    this.unlessDialog(async () => (await this.cdp()).send(method, params));

  /**
   * The HTTP status of the document this world was made in (the page's own document only), as the
   * page's navigation timing holds it: absent where the page holds none (0: a cross-origin
   * redirect or a document not loaded over HTTP).
   */
  private status: number | undefined;

  /** The HTTP status the page's document was served with, when the page holds one. */
  get documentStatus(): number | undefined {
    return this.parent ? this.parent.documentStatus : this.status;
  }

  private async createWorld(): Promise<number> {
    // The page code keeps page-wide facts between calls; in the page's own world, this tells it of
    // shadow roots attached later (src/page/dom/shadow-signal.ts). In a frame it is not installed,
    // and the page code recomputes those facts at every call.
    if (!this.frameId) await this.send('Runtime.evaluate', { expression: SHADOW_SIGNAL_BUNDLE });
    const frameId = this.frameId ?? (await this.send('Page.getFrameTree')).frameTree.frame.id;
    const { executionContextId } = await this.send('Page.createIsolatedWorld', {
      frameId,
      worldName: WORLD_NAME,
      grantUniveralAccess: false,
    });
    // The document's status is read with the bundle, in the same evaluation: it changes only with
    // the document, and a new document needs a new world.
    const status = await this.evaluate(
      `${PAGE_BUNDLE};\n${this.frameId ? 'undefined' : DOCUMENT_STATUS}`,
      executionContextId,
    );
    if (!this.frameId) this.status = typeof status === 'number' && status > 0 ? status : undefined;
    return executionContextId;
  }

  /** `awaitPromise`: the expression may answer with a promise, whose value is the answer. */
  private async evaluate(expression: string, contextId: number, awaitPromise = false): Promise<unknown> {
    const response = (await this.send('Runtime.evaluate', {
      expression,
      contextId,
      returnByValue: true,
      awaitPromise,
    })) as EvaluateResponse;
    if (response.exceptionDetails) {
      const detail = response.exceptionDetails.exception?.description ?? response.exceptionDetails.text;
      throw new Error(`In-page code failed: ${detail}`);
    }
    return response.result.value;
  }

  /**
   * Records this tab's activity from now on: the recorder runs at every document start in this
   * world (the one `call` uses), and at once in the document shown now.
   */
  track(): Promise<void> {
    this.tracking ??= (async () => {
      // Not through send: this is what makes dialogs seen, and it may wait for one to close.
      const session = await this.cdp();
      // Scripts for new documents run only in sessions with the Page domain on.
      await session.send('Page.enable');
      await session.send('Page.addScriptToEvaluateOnNewDocument', {
        source: ACTIVITY_BUNDLE,
        worldName: WORLD_NAME,
        runImmediately: true,
      });
      // Before the page's scripts, so that none of them holds attachShadow from before the signal.
      await session.send('Page.addScriptToEvaluateOnNewDocument', { source: SHADOW_SIGNAL_BUNDLE });
    })().catch((err: unknown) => {
      this.tracking = undefined;
      throw err;
    });
    return this.tracking;
  }

  /** The URL whose load failed, while the tab shows Chromium's error page for it. */
  async failedUrl(): Promise<string | undefined> {
    const { frameTree } = (await this.send('Page.getFrameTree')) as {
      frameTree: { frame: { unreachableUrl?: string } };
    };
    return frameTree.frame.unreachableUrl || undefined;
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
        // A page function that waits (a watch with a condition) answers with a promise; the others
        // at once, and a promise they returned would fail the string check below.
        const value = await this.evaluate(expression, this.contextId, mayWait(method, arg));
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

  /**
   * The same-origin frames of this world's document that show on screen, as their owner elements
   * say in this world (page scripts cannot change the answer). Cross-origin frames are out of
   * reach: the review reports them.
   */
  async childFrames(): Promise<ChildFrame[]> {
    const { frameTree } = (await this.send('Page.getFrameTree')) as { frameTree: FrameTree };
    const own = this.frameId ? findFrame(frameTree, this.frameId) : frameTree;
    const children = own?.childFrames ?? [];
    if (children.length === 0) return [];
    // The owner elements are read in this world: make sure it exists and holds the page code.
    await this.call('activity', {});
    const found: ChildFrame[] = [];
    for (const child of children.slice(0, MAX_CHILD_FRAMES)) {
      try {
        const { backendNodeId } = await this.send('DOM.getFrameOwner', { frameId: child.frame.id });
        const { object } = await this.send('DOM.resolveNode', { backendNodeId, executionContextId: this.contextId });
        const owner = (await this.send('Runtime.callFunctionOn', {
          objectId: object.objectId!,
          functionDeclaration: 'function () { return JSON.stringify(globalThis.__semanticHints.frameOwner(this)); }',
          returnByValue: true,
        })) as EvaluateResponse;
        await this.send('Runtime.releaseObject', { objectId: object.objectId! }).catch(() => undefined);
        if (typeof owner.result.value !== 'string') continue;
        const { selector, readable } = JSON.parse(owner.result.value) as { selector: string; readable: boolean };
        if (readable) found.push({ frameId: child.frame.id, selector });
      } catch (err) {
        // The frame went away, or navigated, since the tree was read: nothing of it to read. A
        // dialog holds the whole page: that is said, not read around.
        if (this.dialog) throw err;
      }
    }
    return found;
  }

  /** The world of a frame of this one's document, made on first use and kept with the page's. */
  frameWorld(frameId: string): IsolatedWorld {
    const root = this.parent ?? this;
    let world = root.frames.get(frameId);
    if (!world) {
      world = new IsolatedWorld(this.page, frameId, root);
      root.frames.set(frameId, world);
    }
    return world;
  }

  private readonly frames = new Map<string, IsolatedWorld>();

  /** Runs `work` unless a dialog holds the page, now or before `work` ends. */
  private async unlessDialog<T>(work: () => Promise<T>): Promise<T> {
    if (this.parent) return this.parent.unlessDialog(work);
    if (this.shownDialog) throw new Error(`The page shows a ${this.shownDialog.type} dialog.`);
    let fail!: (err: Error) => void;
    const opened = new Promise<never>((_, reject) => (fail = reject));
    this.waiting.add(fail);
    try {
      return await Promise.race([work(), opened]);
    } finally {
      this.waiting.delete(fail);
    }
  }

  async dispose(): Promise<void> {
    this.frames.clear();
    const session = this.session;
    this.session = undefined;
    this.contextId = undefined;
    await (await session?.catch(() => undefined))?.detach().catch(() => undefined);
  }
}
