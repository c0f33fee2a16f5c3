// The review overlay's geometry: the rectangles its marks, labels and panel are laid out in.

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space kept between the viewport's edge and the panel, and between a label and its neighbours. */
export const MARGIN = 6;

export const intersects = (a: Rect, b: Rect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const overlapArea = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Whole pixels that hold the element (offsetWidth rounds a fractional width down). */
export function sizeOf(element: HTMLElement): Size {
  const rect = element.getBoundingClientRect();
  return { width: Math.ceil(rect.width), height: Math.ceil(rect.height) };
}

/** The viewport the overlay's fixed layer covers. */
export function viewport(): Size {
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
}
