/** A form field that must hold more than blanks, with the server's own wording for the message. */
export const requiredField = (field: string) => ({
  validate: (value: string) => value.trim() !== '' || `The ${field} field is required.`,
});
