// Each role's value, read from the live DOM as the user sees it (rules in references/hint-design.md).

import { ARIA_HIDDEN, ariaState, isAriaTrue, strictNumber } from '../dom/aria.js';
import { LIMITS, bound, cleanText } from '../dom/bounds.js';
import { composedQueryAll } from '../dom/composed.js';
import {
  HINT_ATTR,
  PRESSED_CHOICE,
  choicesOf,
  controlOf,
  enclosingButton,
  listTrigger,
  popupsOf,
  seenText,
  thumbsOf,
} from '../dom/elements.js';
import { accessibleNameSource } from './name.js';
import { holdsSecret, isSecret } from './secret.js';
import type { HintValue } from '../types.js';
import { isValueRole } from '../vocabulary.js';
import type { ValueRole } from '../vocabulary.js';

function optionLabel(option: HTMLOptionElement): string {
  return cleanText(option.label || option.text, LIMITS.option);
}

/** The selected options' labels; an option without one (a placeholder, a mirror's empty choice) is no choice. */
function selectedLabels(select: HTMLSelectElement): HintValue | undefined {
  const labels = Array.from(select.selectedOptions, optionLabel).filter((label) => label !== '');
  if (select.multiple) return labels;
  return labels[0];
}

function controlValue(control: Element): HintValue | undefined {
  if (isSecret(control)) return undefined;
  if (control instanceof HTMLSelectElement) return selectedLabels(control);
  // A form control's value is reported as typed, line breaks and all; only its length is bounded.
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    return bound(control.value, LIMITS.value);
  }
  return cleanText(seenText(control), LIMITS.value);
}

function readInput(element: Element): HintValue | undefined {
  const control = controlOf(element);
  if (!control) return undefined;
  const value = controlValue(control);
  return value === '' ? undefined : value;
}

function readSelect(element: Element): HintValue | undefined {
  const control = controlOf(element);
  if (control instanceof HTMLSelectElement) return selectedLabels(control);
  const choices = choicesOf(element);
  if (choices.length > 0) return chosenLabels(choices);
  // A custom select holds its choice in an input (a combobox: the hint on the input itself or on a
  // wrapper), or shows it as the text of its trigger (the hint itself, or the button a wrapper holds
  // beside its label and description), or as text beside its option list, which is not part of the value.
  // A read-only, empty combobox input is only where focus rests (Ant Design's Select): the choice is
  // the text the wrapper shows beside it.
  if (control && !isBlankReadOnly(control)) return opensSeveralChoice(element) ? undefined : readInput(element);
  const shown = control ? element : (listTrigger(element) ?? element);
  const text = cleanText(seenText(shown, TRIGGER_EXTRAS), LIMITS.value);
  return text === '' || showsPlaceholder(shown, text) || showsPlaceholder(element, text) ? undefined : text;
}

const OPTION_HINT = `[${HINT_ATTR.role}="option"]`;

/** An input no one types into that holds nothing: it shows no choice of its own. */
function isBlankReadOnly(control: Element): boolean {
  return control instanceof HTMLInputElement && control.readOnly && control.value === '';
}

/**
 * What a trigger's text holds beside the choice: option hints, and the icons the page hides from
 * assistive technology (the `▼` React Aria's and Radix's Select put in their trigger).
 */
const TRIGGER_EXTRAS = `${OPTION_HINT}, ${ARIA_HIDDEN}`;

/**
 * A combobox whose open list allows several choices (a Headless UI `Combobox multiple`) shows the
 * choices elsewhere: its input holds only the query typed to filter the list, which is no value.
 */
function opensSeveralChoice(element: Element): boolean {
  return popupsOf(element).some((list) => list.matches('[role="listbox"]') && isAriaTrue(list, 'aria-multiselectable'));
}

/**
 * Whether what `element` shows is its placeholder, not a choice, as the page marks it: Radix (and
 * so shadcn) puts `data-placeholder` on the trigger, React Aria on the SelectValue inside it; a
 * combobox may say it with `aria-placeholder` (or `placeholder`) holding the text it shows.
 */
function showsPlaceholder(element: Element, text: string): boolean {
  if (element.matches(PLACEHOLDER_MARK) || element.querySelector(PLACEHOLDER_MARK) !== null) return true;
  return PLACEHOLDER_ATTRIBUTES.some((attribute) => {
    const placeholder = element.getAttribute(attribute);
    return placeholder !== null && cleanText(placeholder, LIMITS.value) === text;
  });
}

const PLACEHOLDER_ATTRIBUTES = ['aria-placeholder', 'placeholder'];
const PLACEHOLDER_MARK = '[data-placeholder]:not([data-placeholder="false"])';

/**
 * A group hinted as one select: the name of its chosen choice, or for a group that allows several
 * (checkboxes, a multiselectable listbox) the names of the chosen ones. Nothing when none is chosen
 * of a one-choice group, or when a choice of a several-choice group does not say whether it is
 * chosen, or a chosen one has no name: a partial list would state a wrong choice.
 */
function chosenLabels(choices: Element[]): HintValue | undefined {
  const single = choices.filter((choice) => !allowsSeveral(choice));
  if (single.length > 0) {
    const chosen = single.find((choice) => choiceState(choice) === true);
    return chosen ? choiceLabel(chosen) : undefined;
  }
  const labels: string[] = [];
  for (const choice of choices) {
    const state = choiceState(choice);
    if (typeof state !== 'boolean') return undefined;
    if (!state) continue;
    const label = choiceLabel(choice);
    if (label === undefined) return undefined;
    labels.push(label);
  }
  return labels;
}

/** Checkboxes, toggle buttons, and the options of a listbox that says several may be selected. */
function allowsSeveral(choice: Element): boolean {
  if (choice.matches(`[role="checkbox"], [role="menuitemcheckbox"], input[type="checkbox" i], ${PRESSED_CHOICE}`))
    return true;
  return (
    choice.matches('[role="option"]') &&
    isAriaTrue(choice.closest('[role="listbox"]') ?? choice, 'aria-multiselectable')
  );
}

/** Options and tabs say they are chosen with aria-selected, toggle buttons with aria-pressed; the rest with checked or aria-checked. */
function choiceState(choice: Element): ToggleState | undefined {
  if (isCheckable(choice)) return checkedState(choice);
  if (choice.matches('[role="option"], [role="tab"]')) return ariaState(choice, 'aria-selected');
  return ariaState(choice, choice.hasAttribute('aria-checked') ? 'aria-checked' : 'aria-pressed');
}

/**
 * Named as its option hint is (hint-design.md "Names"): text less that of the hints inside it (a "Selected" badge).
 * A choice whose only text is the option hint inside it (Ant Design renders a tab's label node inside
 * its own tab) is named as that hint.
 */
function choiceLabel(choice: Element): string | undefined {
  const inner = choice.matches(OPTION_HINT) ? null : choice.querySelector(OPTION_HINT);
  const source =
    accessibleNameSource(choice, 'outsideHints') || (inner ? accessibleNameSource(inner, 'outsideHints') : '');
  const label = cleanText(source, LIMITS.option);
  return label === '' ? undefined : label;
}

type ToggleState = boolean | 'mixed';

function isCheckable(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/** A checkbox's or radio's state: an indeterminate checkbox shows neither on nor off, as "mixed" does. */
function checkedState(input: HTMLInputElement): ToggleState {
  return input.type === 'checkbox' && input.indeterminate ? 'mixed' : input.checked;
}

/** What the page holds of a toggle's state, in the documented order; undefined when it holds none. */
function toggleState(element: Element): ToggleState | undefined {
  if (isCheckable(element)) return checkedState(element);
  const checked = widgetChecked(element);
  if (checked !== undefined) return checked;
  const aria =
    ariaState(element, 'aria-checked') ?? ariaState(element, 'aria-pressed') ?? ariaState(element, 'aria-expanded');
  if (aria !== undefined) return aria;
  if (element instanceof HTMLDetailsElement) return element.open;
  // A <summary> opens and closes the <details> it heads.
  if (element.localName === 'summary' && element.parentElement instanceof HTMLDetailsElement) {
    return element.parentElement.open;
  }
  // A <label> hint shows the checkbox it labels, wrapped or named by `for`: an input, or a button
  // holding its state in ARIA (a Radix Checkbox, Switch or Radio).
  // A label whose for= names no element still holds the checkbox it wraps.
  const control = (element instanceof HTMLLabelElement ? element.control : null) ?? controlOf(element);
  if (control && isCheckable(control)) return checkedState(control);
  if (control && element instanceof HTMLLabelElement) {
    const labelled = widgetChecked(control) ?? ariaState(control, 'aria-checked') ?? ariaState(control, 'aria-pressed');
    if (labelled !== undefined) return labelled;
  }
  const widget = wrappedWidget('toggle', element);
  if (widget) return widgetChecked(widget) ?? ariaState(widget, 'aria-checked');
  // A hint inside a button (the label node of an Ant Design Collapse header) shows that button's state.
  const button = enclosingButton(element);
  if (!button) return undefined;
  return ariaState(button, 'aria-pressed') ?? ariaState(button, 'aria-expanded');
}

const CHECKED_WIDGET = '[role="checkbox"], [role="switch"], [role="radio"]';

/** Roles whose state is aria-checked alone, and those of them that are only on or off. */
const CHECKED_ROLE =
  '[role="checkbox" i], [role="switch" i], [role="radio" i], [role="menuitemcheckbox" i], [role="menuitemradio" i]';
const ON_OFF_ROLE = '[role="switch" i], [role="radio" i], [role="menuitemradio" i]';

/**
 * The state Chromium computes for a widget that says it with aria-checked, whatever the token: no
 * word (empty, `undefined`) is off, and a switch or radio is on or off, so its "mixed" is off.
 * Undefined when the widget carries no aria-checked at all.
 */
function widgetChecked(element: Element): ToggleState | undefined {
  if (!element.hasAttribute('aria-checked') || !element.matches(CHECKED_ROLE)) return undefined;
  const state = ariaState(element, 'aria-checked') ?? false;
  return state === 'mixed' && element.matches(ON_OFF_ROLE) ? false : state;
}

/**
 * The widget inside a select or toggle hint that shows its value when no form control does: a
 * select's list trigger, a toggle's checkbox, switch or radio (a hint on a Headless UI Field
 * around the control and its label). Null when the hint is that widget itself, or holds none.
 */
export function wrappedWidget(role: string | null, element: Element): Element | null {
  const widget =
    role === 'select' ? listTrigger(element) : role === 'toggle' ? element.querySelector(CHECKED_WIDGET) : null;
  return widget === element ? null : widget;
}

/** On or off; no value when the page holds no on/off state, or holds "mixed", which is neither. */
function readToggle(element: Element): boolean | undefined {
  const state = toggleState(element);
  return typeof state === 'boolean' ? state : undefined;
}

/** Whether the page holds the toggle's state anywhere the server reads it (the review flags it when not). */
export function hasToggleState(element: Element): boolean {
  return toggleState(element) !== undefined;
}

function readSlider(element: Element): number | undefined {
  // A range (two thumbs or more) has no one number: left out, never its first thumb's.
  const thumbs = element instanceof HTMLInputElement ? [] : thumbsOf(element);
  if (thumbs.length > 1) return undefined;
  const control = element instanceof HTMLInputElement ? element : controlOf(element);
  // A secret typed into a field hinted as a slider is no number to show either.
  if ((control && isSecret(control)) || holdsSecret(element)) return undefined;
  let value = Number.NaN;
  if (control instanceof HTMLInputElement) {
    value = Number.isNaN(control.valueAsNumber) ? strictNumber(control.value.trim()) : control.valueAsNumber;
  }
  // Numbers written whole only, as Chromium reads aria-valuenow: "50%" and "12abc" are none.
  if (Number.isNaN(value)) value = strictNumber(element.getAttribute('aria-valuenow'));
  // A Radix (shadcn) Slider is hinted on its root; outside a form only its thumb holds the value.
  if (Number.isNaN(value) && thumbs.length === 1) value = strictNumber(thumbs[0]!.getAttribute('aria-valuenow'));
  // JSON has no Infinity: a reading that is not finite is no number.
  return Number.isFinite(value) ? value : undefined;
}

function readObservable(element: Element): HintValue | undefined {
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  ) {
    return controlValue(element);
  }
  return cleanText(seenText(element), LIMITS.value);
}

/** One reader per role that holds a value (vocabulary.ts): a role marked so without one does not compile. */
const READERS: Record<ValueRole, (element: Element) => HintValue | undefined> = {
  input: readInput,
  select: readSelect,
  toggle: readToggle,
  slider: readSlider,
  observable: readObservable,
};

/** The value for roles that hold one; undefined for the rest, for empty inputs and for secrets. */
export function readValue(role: string | null, element: Element): HintValue | undefined {
  return isValueRole(role) ? READERS[role](element) : undefined;
}

/** The option hints inside a custom select, else inside the lists it opens (popupsOf: portals). */
export function optionHints(element: Element): Element[] {
  const inside = composedQueryAll(element, OPTION_HINT);
  if (inside.length > 0) return inside;
  return popupsOf(element).flatMap((list) =>
    list.matches(OPTION_HINT) ? [list] : composedQueryAll(list, OPTION_HINT),
  );
}

/** Choices of a select: data-semtag-options, else native options, else its option hints (inside it or in its portaled list). */
export function readOptions(element: Element, optionName: (option: Element) => string): string[] | undefined {
  // An empty declaration declares nothing: it counts as absent.
  const declared = element.getAttribute(HINT_ATTR.options);
  let labels: string[];
  if (declared !== null && declared.trim() !== '') {
    labels = declared
      .split(';')
      .map((choice) => {
        const bar = choice.indexOf('|');
        return cleanText(bar === -1 ? choice : choice.slice(bar + 1), LIMITS.option);
      })
      .filter((label) => label !== '');
  } else {
    const control = controlOf(element);
    if (control instanceof HTMLSelectElement) {
      labels = Array.from(control.options, optionLabel).filter((label) => label !== '');
    } else {
      labels = optionHints(element)
        .map(optionName)
        .filter((l) => l !== '');
    }
  }
  if (labels.length === 0) return undefined;
  if (labels.length > LIMITS.options) {
    const omitted = labels.length - LIMITS.options;
    labels = labels.slice(0, LIMITS.options);
    labels.push(`…[+${omitted} options]`);
  }
  return labels;
}

/**
 * The text a custom select shows when it is none of its options and the page does not mark it as a
 * placeholder (the review's unmarkedPlaceholder): it is then read as the value. Undefined for a
 * native select, a field holding typed text, a choice among its options, and a select whose options
 * are not on the page.
 */
export function unmarkedPlaceholder(element: Element): string | undefined {
  const control = controlOf(element);
  if (control instanceof HTMLSelectElement || (control && !isBlankReadOnly(control))) return undefined;
  const value = readSelect(element);
  if (typeof value !== 'string') return undefined;
  const named = (option: Element) => cleanText(accessibleNameSource(option, 'outsideHints'), LIMITS.option);
  const options = readOptions(element, named);
  if (!options || options.includes(value)) return undefined;
  // The hinted options may be only some of those drawn: the text is a choice when any drawn option says it.
  const drawn = [element, ...popupsOf(element)].flatMap((root) => composedQueryAll(root, DRAWN_OPTION));
  return drawn.some((option) => named(option) === value) ? undefined : value;
}

/** The options a select draws, hinted or not. */
const DRAWN_OPTION = '[role="option"], option';
