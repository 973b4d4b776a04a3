import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** What a form control shows: its text, or for a checkbox whether it is ticked. */
function shown(control: Element): unknown {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  return (control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;
}

/** A record's value as a form control holds it: text, '' for none, a flag as is. */
function asShown(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value ?? '';
}

/**
 * An edit form opened on `record` shows each of `fields` as the record holds it: the whole
 * current state, so saving it unchanged sends it back unchanged. Controls are found by their
 * field name (react-hook-form registers them under it); a field without a control fails.
 */
export async function expectFormShows(record: Record<string, unknown>, fields: readonly string[]) {
  await waitFor(() => {
    const seen = Object.fromEntries(
      fields.map((field) => {
        const control = document.querySelector(`[name="${field}"]`);
        return [field, control ? shown(control) : 'no control'];
      }),
    );
    expect(seen).toEqual(Object.fromEntries(fields.map((field) => [field, asShown(record[field])])));
  });
}
