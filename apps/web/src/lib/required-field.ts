import { fieldMessage, type FieldName } from '@school/contract';

/** A form field that must hold more than blanks, with the server's own message for it. */
export const requiredField = (field: FieldName) => ({
  validate: (value: string) => value.trim() !== '' || fieldMessage('required', field),
});
