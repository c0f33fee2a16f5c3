// Each role's value, read from the live DOM as the user sees it (rules in references/hint-design.md).

import { LIMITS, bound, cleanText } from './bounds.js';
import { composedQueryAll } from './composed.js';
import { HINT_ATTR, controlOf, isSecret, visibleText, visibleTextOutside } from './dom.js';
import type { HintValue } from './types.js';

function optionLabel(option: HTMLOptionElement): string {
  return cleanText(option.label || option.text, LIMITS.option);
}

function selectedLabels(select: HTMLSelectElement): HintValue | undefined {
  const labels = Array.from(select.selectedOptions, optionLabel);
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
  return cleanText(visibleText(control), LIMITS.value);
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
  // A custom select holds its choice in an inner input (a combobox), or shows it as text beside
  // its option list, which is not part of the value.
  if (control && control !== element) return readInput(element);
  const text = cleanText(visibleTextOutside(element, OPTION_HINT), LIMITS.value);
  return text === '' ? undefined : text;
}

const OPTION_HINT = `[${HINT_ATTR.role}="option"]`;

function ariaTrue(element: Element, attribute: string): boolean | undefined {
  const raw = element.getAttribute(attribute);
  return raw === null ? undefined : raw === 'true';
}

function readToggle(element: Element): boolean {
  if (element instanceof HTMLInputElement) return element.checked;
  const aria =
    ariaTrue(element, 'aria-checked') ?? ariaTrue(element, 'aria-pressed') ?? ariaTrue(element, 'aria-expanded');
  if (aria !== undefined) return aria;
  if (element instanceof HTMLDetailsElement) return element.open;
  const control = controlOf(element);
  return control instanceof HTMLInputElement ? control.checked : false;
}

function readSlider(element: Element): number | undefined {
  const control = element instanceof HTMLInputElement ? element : controlOf(element);
  let value = Number.NaN;
  if (control instanceof HTMLInputElement) {
    value = Number.isNaN(control.valueAsNumber) ? Number.parseFloat(control.value) : control.valueAsNumber;
  }
  if (Number.isNaN(value)) value = Number.parseFloat(element.getAttribute('aria-valuenow') ?? '');
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
  return cleanText(visibleText(element), LIMITS.value);
}

const READERS: Partial<Record<string, (element: Element) => HintValue | undefined>> = {
  input: readInput,
  select: readSelect,
  toggle: readToggle,
  slider: readSlider,
  observable: readObservable,
};

/** The value for roles that hold one; undefined for the rest, for empty inputs and for secrets. */
export function readValue(role: string | null, element: Element): HintValue | undefined {
  const reader = role ? READERS[role] : undefined;
  return reader ? reader(element) : undefined;
}

/** Choices of a select: data-semtag-options, else native options, else the option hints inside it. */
export function readOptions(element: Element, optionName: (option: Element) => string): string[] | undefined {
  const declared = element.getAttribute(HINT_ATTR.options);
  let labels: string[];
  if (declared !== null) {
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
      labels = Array.from(control.options, optionLabel);
    } else {
      labels = composedQueryAll(element, OPTION_HINT)
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
