// What the automatic review attaches to a test's result, and how the reporter reads it back: one
// JSON attachment per test run, listing each page state the test left and the state it ended in.
// The attachment travels inside blob reports, so `merge-reports` hands it to the reporter too.

import { readFile } from 'node:fs/promises';
import type { LeftState } from '../browser/navigation-reviews.js';

export const REVIEW_ATTACHMENT = 'semantic-hints-review';
export const REVIEW_CONTENT_TYPE = 'application/json';

export type ReviewedState = LeftState & {
  /** `left` when a navigation replaced it, `end` for the state the test ended in. */
  when: 'left' | 'end';
};

export interface ReviewAttachment {
  states: ReviewedState[];
}

/** The states, each once: a state reviewed twice over (left, then ended in, unchanged) is listed first time only. */
export function attachmentBody(states: readonly ReviewedState[]): string {
  const seen = new Set<string>();
  const kept = states.filter((state) => {
    const { when: _when, ...rest } = state;
    const key = JSON.stringify(rest);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return JSON.stringify({ states: kept } satisfies ReviewAttachment);
}

/** An attachment as a reporter gets it: its body, or (merged from blobs) a file. */
export interface AttachmentLike {
  name: string;
  contentType: string;
  body?: Buffer;
  path?: string;
}

/** The states a test's review attachment lists; none when it holds something else. */
export async function statesOf(attachment: AttachmentLike): Promise<ReviewedState[]> {
  if (attachment.name !== REVIEW_ATTACHMENT) return [];
  const text = attachment.body
    ? attachment.body.toString('utf8')
    : attachment.path
      ? await readFile(attachment.path, 'utf8')
      : undefined;
  if (text === undefined) return [];
  const parsed = JSON.parse(text) as Partial<ReviewAttachment>;
  return Array.isArray(parsed.states) ? parsed.states : [];
}
