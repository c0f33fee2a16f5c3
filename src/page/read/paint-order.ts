// Which of two elements the browser paints above the other, read from computed styles (CSS 2.1
// Appendix E, stacking contexts), for a hint no hit test can be made at: it is out of view, and
// scrolling to look would fire the page's scroll handlers. The top layer (a modal <dialog>, an open
// popover) is above everything; within a stacking context, negative z-index lies below the flow,
// the flow below positioned boxes of z-index auto or 0, and those below positive z-index; ties go
// to document order.

import { composedParent } from '../dom/composed.js';

/** Where an element paints among its stacking context's children: the flow lies between negative and zero. */
const FLOW = -0.5;

function createsStackingContext(element: Element, style: CSSStyleDeclaration): boolean {
  const { position } = style;
  return (
    position === 'fixed' ||
    position === 'sticky' ||
    (position !== 'static' && style.zIndex !== 'auto') ||
    Number(style.opacity) < 1 ||
    style.transform !== 'none' ||
    style.filter !== 'none' ||
    style.isolation === 'isolate' ||
    element.matches(':modal, :popover-open')
  );
}

/** One step of an element's way down from the document: what takes part in one stacking context for it. */
interface Step {
  /** A stacking context; last, the outermost positioned box around the element below it, or the element. */
  at: Element;
  level: number;
}

/**
 * The element's way down the stacking contexts, outermost first: at each level the element that
 * takes part in the enclosing context, and where it paints there.
 */
function stackingPath(element: Element): Step[] {
  const chain: Element[] = [];
  for (let at: Element | null = element; at && at !== document.documentElement; at = composedParent(at))
    chain.unshift(at);
  const steps: Step[] = [];
  let positioned: Element | undefined;
  for (const at of chain) {
    const style = getComputedStyle(at);
    if (at.matches(':modal, :popover-open')) {
      steps.push({ at, level: Number.POSITIVE_INFINITY });
      positioned = undefined;
    } else if (createsStackingContext(at, style)) {
      // A stacking context takes part in the enclosing one by its own z-index, whatever is positioned around it.
      const z = style.position !== 'static' && style.zIndex !== 'auto' ? Number(style.zIndex) : 0;
      steps.push({ at, level: z });
      positioned = undefined;
    } else if (!positioned && style.position !== 'static') positioned = at;
  }
  steps.push({ at: positioned ?? element, level: positioned ? 0 : FLOW });
  return steps;
}

/** Whether `top` is painted above `below`, neither holding the other. */
export function paintsAbove(top: Element, below: Element): boolean {
  const a = stackingPath(top);
  const b = stackingPath(below);
  let i = 0;
  while (i < a.length - 1 && i < b.length - 1 && a[i]!.at === b[i]!.at) i++;
  const [x, y] = [a[i]!, b[i]!];
  if (x.level !== y.level) return x.level > y.level;
  if (x.at === y.at) return false;
  return (y.at.compareDocumentPosition(x.at) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}
