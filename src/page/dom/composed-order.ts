// Order in the composed tree for elements of different trees: a host's shadow tree comes right
// after the host and before the host's own children, as composedQueryAll lists them.

/** The element and the hosts above it, outermost first: each one's position in its own tree. */
function treePath(element: Element): Element[] {
  const path: Element[] = [element];
  for (let root = element.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    path.unshift(root.host);
  }
  return path;
}

/** Negative when `a` comes first in composed order, positive when `b` does, 0 for the same element. */
export function composedCompare(a: Element, b: Element): number {
  if (a === b) return 0;
  const pa = treePath(a);
  const pb = treePath(b);
  for (let level = 0; level < Math.min(pa.length, pb.length); level++) {
    const x = pa[level]!;
    const y = pb[level]!;
    if (x === y) continue;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  }
  // One is a host and the other lies in its shadow tree: the host comes first.
  return pa.length - pb.length;
}
