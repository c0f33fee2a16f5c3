// The one piece of page code that runs in the page's own (main) world. A shadow root attached to
// an element already in the page fires no mutation, so the isolated world could not learn of it
// without walking the whole document. This wraps `Element.prototype.attachShadow` so that each
// call fires an event on the host, which the isolated world hears (events cross worlds; script
// state does not). The wrapper calls the original and returns what it returns, so the page sees
// the same behaviour; the event type is ours alone. It does not change the page's DOM.

/** Fired on a host right after a shadow root was attached to it; composed, so it reaches the window from inside a shadow tree. */
export const SHADOW_ATTACHED = 'semantic-hints:shadow-attached';
/** Asked on the document by the isolated world; the signal answers at once with SIGNAL_ANSWER. */
export const SIGNAL_QUESTION = 'semantic-hints:shadow-signal-installed?';
export const SIGNAL_ANSWER = 'semantic-hints:shadow-signal-installed';

const INSTALLED = Symbol.for('semantic-hints.shadow-signal');

/** Installs the signal in this world's document; a second call does nothing. */
export function installShadowSignal(): void {
  const proto = Element.prototype as Element & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  // Captured now: a page that later replaces them cannot silence the signal through them.
  const own = <F>(target: object, name: string): F => Object.getOwnPropertyDescriptor(target, name)!.value as F;
  const attach = own<(this: Element, init: ShadowRootInit) => ShadowRoot>(proto, 'attachShadow');
  const dispatch = own<(this: EventTarget, event: Event) => boolean>(EventTarget.prototype, 'dispatchEvent');
  const addListener = own<(this: EventTarget, type: string, listener: () => void) => void>(
    EventTarget.prototype,
    'addEventListener',
  );
  const PageEvent = Event;
  // A function declaration keeps the name `attachShadow` and a `this` of its own.
  function attachShadow(this: Element, init: ShadowRootInit): ShadowRoot {
    const root = attach.call(this, init);
    dispatch.call(this, new PageEvent(SHADOW_ATTACHED, { composed: true }));
    return root;
  }
  Object.defineProperty(proto, 'attachShadow', {
    value: attachShadow,
    writable: true,
    enumerable: true,
    configurable: true,
  });
  Object.defineProperty(proto, INSTALLED, { value: true });
  addListener.call(document, SIGNAL_QUESTION, () => dispatch.call(document, new PageEvent(SIGNAL_ANSWER)));
}
