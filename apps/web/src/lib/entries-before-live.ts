/**
 * What a person enters in a prerendered form before the page is live (docs/decisions/011-prerendered-public-pages.md).
 * The form is on screen before its scripts have run: on a phone or a slow network, text is typed, a password manager
 * fills the fields and the form may even be sent while the page is still being hydrated. React keeps what the DOM
 * holds when it hydrates an input, but its state still has the prerendered value, so the next render would wipe what
 * was typed (and an input during hydration never reaches onChange). So main.tsx loads this module with the page's code
 * when the page has a form, and `recordEntries` notes every field that differs from its prerendered value and every
 * change until the page is live; `replay` then enters each noted value again, as the person did (React sees an input
 * event with the value), and sends the form that public/boot.js held back if it was sent meanwhile.
 */

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form sent before the page was live, and the button that sent it (public/boot.js keeps it here). */
declare global {
  interface Window {
    openwellSubmit?: [HTMLFormElement, HTMLElement | null];
  }
}

/** A field of a form (the header's language select is none: it works once the page is live, as a link does). */
function isFormField(target: EventTarget | null): target is TField {
  return (
    (target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement) &&
    target.form !== null
  );
}

function isCheckable(field: TField): field is HTMLInputElement {
  return field.type === 'checkbox' || field.type === 'radio';
}

function entryOf(field: TField): string | boolean {
  return isCheckable(field) ? field.checked : field.value;
}

/** Whether the field holds something else than the prerendered markup gave it. */
function differsFromMarkup(field: TField): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return isCheckable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
}

/**
 * Enters `entry` into `field` so that React's onChange sees it. React compares a field's value with the one it last
 * knew (it tracks the `value` and `checked` setters of the element); the field's own setter first makes that the
 * other value, then the prototype's sets the entry without telling React, and the event reports the change.
 */
function enter(field: TField, entry: string | boolean): void {
  if (isCheckable(field)) {
    if (field.type === 'radio' && !entry) return; // left by choosing another radio, which is entered itself
    field.checked = !entry;
    field.click(); // toggles to the entry and fires click, input and change, as a person's click does
    return;
  }
  const entered = String(entry);
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = entered === '' ? ' ' : '';
  if (setValue) setValue.call(field, entered);
  else field.value = entered;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Starts noting what is entered in `container`'s fields, before the page hydrates. Returns `replay`, to be called once
 * the page is live: it stops noting, enters the noted values again and sends the form held back by boot.js.
 */
export function recordEntries(container: HTMLElement): () => void {
  const entries = new Map<TField, string | boolean>();
  const note = (event: Event) => {
    if (isFormField(event.target)) entries.set(event.target, entryOf(event.target));
  };
  for (const field of container.querySelectorAll<TField>('form input, form textarea, form select')) {
    if (differsFromMarkup(field)) entries.set(field, entryOf(field));
  }
  container.addEventListener('input', note, true);
  container.addEventListener('change', note, true);
  return () => {
    container.removeEventListener('input', note, true);
    container.removeEventListener('change', note, true);
    for (const [field, entry] of entries) if (field.isConnected) enter(field, entry);
    const held = window.openwellSubmit;
    window.openwellSubmit = undefined;
    if (!held) return;
    const [form, submitter] = held;
    if (!form.isConnected) return;
    form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null);
  };
}
