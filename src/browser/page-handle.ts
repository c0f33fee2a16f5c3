// One tab as this server knows it (after Playwright MCP's Tab): the page, the isolated world its
// page code runs in, when this server saw it opened or navigated, and what the tools keep of it
// (`sent`: what the agent was told of this tab). The session makes one when it first sees a tab
// and lets it go when the tab closes; every tool call is handed one.

import type { Page } from 'playwright-core';
import { ToolError } from '../shared/errors.js';
import { IsolatedWorld } from './isolated-world.js';
import type { OpenDialog } from './isolated-world.js';

export class PageHandle<SentRecord = unknown> {
  readonly world: IsolatedWorld;
  private lastSeen = 0;

  constructor(
    readonly page: Page,
    readonly sent: SentRecord,
  ) {
    this.world = new IsolatedWorld(page);
  }

  /** Notes that the tab was opened or navigated now. */
  touch(): void {
    this.lastSeen = Date.now();
  }

  /** When this server last saw the tab opened or navigated, in epoch ms; 0 when not since it attached. */
  get seenAt(): number {
    return this.lastSeen;
  }

  /**
   * Runs `work` unless the tab shows a dialog, when it starts or when it fails: the tab then answers
   * nothing, and the agent is told which dialog holds it and how to answer it. The one place a
   * dialog ends a call.
   */
  async unlessDialog<T>(work: () => Promise<T>): Promise<T> {
    this.throwIfDialog();
    try {
      return await work();
    } catch (err) {
      this.throwIfDialog();
      throw err;
    }
  }

  private throwIfDialog(): void {
    const dialog = this.world.dialog;
    if (dialog) throw new ToolError(dialogHelp(this.page, dialog));
  }

  dispose(): Promise<void> {
    return this.world.dispose();
  }
}

/** A dialog is the page's to show and the driver's to answer: say which, and leave it open. */
function dialogHelp(page: Page, dialog: OpenDialog): string {
  const message = dialog.message.length > 200 ? `${dialog.message.slice(0, 200)}…` : dialog.message;
  return `The active tab (${page.url()}) shows a ${dialog.type} dialog: ${JSON.stringify(message)}. Answer it with Playwright MCP (browser_handle_dialog), then call again.`;
}
