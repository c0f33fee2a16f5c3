// From a suggestion's place (a semantic id or a short CSS path, as the review gives it) to the
// element in the page, and from there to the nearest element that carries its source place:
// itself, or the component around it that renders it. Evaluated in the page by the CLI, in one
// call per state, with the DOM only (this file compiles without DOM types: the shapes it reads
// are declared here).

export interface PageLocation {
  /** The source place of the element or its nearest located ancestor; absent when none is located. */
  source?: string;
  /** The located element is the suggested element itself. */
  self: boolean;
  /** The suggested element is a text field inside the located one (a library component's input). */
  field: boolean;
  /** Absent when the place matches no single element. */
  found: boolean;
}

interface DomElement {
  localName: string;
  parentElement: DomElement | null;
  getAttribute(name: string): string | null;
}
interface DomDocument {
  querySelectorAll(selector: string): { length: number; [index: number]: DomElement };
}

/** Runs in the page: one location per place, in order. */
export function locateInPage([places, attribute]: [string[], string]): PageLocation[] {
  const document = (globalThis as unknown as { document: DomDocument }).document;
  const css = (globalThis as unknown as { CSS: { escape(this: void, text: string): string } }).CSS;
  const escape = (text: string) => css.escape(text);
  const single = (selector: string): DomElement | undefined => {
    try {
      const found = document.querySelectorAll(selector);
      return found.length === 1 ? found[0] : undefined;
    } catch {
      return undefined;
    }
  };
  return places.map((place) => {
    const element = single(`[data-semtag-id="${escape(place)}"]`) ?? single(place);
    if (!element) return { self: false, field: false, found: false };
    let located: DomElement | null = element;
    while (located && located.getAttribute(attribute) === null) located = located.parentElement;
    const field = ['input', 'textarea', 'select'].includes(element.localName);
    if (!located) return { self: false, field, found: true };
    return { source: located.getAttribute(attribute)!, self: located === element, field, found: true };
  });
}
