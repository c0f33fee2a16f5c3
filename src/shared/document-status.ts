// An error page says so: every answer about a page whose document came with an HTTP error status
// carries that status, so that an answer with nothing in it is never read as an empty screen.

/** The statuses an answer states: client and server errors. */
function isErrorStatus(status: number | undefined): status is number {
  return status !== undefined && status >= 400 && status <= 599;
}

/** `answer` with `status` beside its `url` (first when it has none), when the document's status is an error. */
export function withErrorStatus<T extends object>(answer: T, status: number | undefined): T & { status?: number } {
  if (!isErrorStatus(status)) return answer;
  const { url, ...rest } = answer as { url?: unknown };
  return (url === undefined ? { status, ...rest } : { url, status, ...rest }) as T;
}
