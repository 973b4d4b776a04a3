import { fieldLabel } from './labels';

/**
 * Every validation message, as a template per rule: `{{label}}` is the field's label at the start
 * of a sentence, `{{thing}}` the same label inside one, `{{other}}` the label of a second field the
 * rule compares with; other `{{...}}` are the rule's own values. The templates use the
 * interpolation syntax of common translation libraries, so a translation can take this table over
 * as it stands, alongside FIELD_LABELS.
 */
export const RULE_MESSAGES = {
  required: '{{label}} is required.',
  text: '{{label}} must be text.',
  max_length: '{{label}} may not be greater than {{max}} characters.',
  min_length: '{{label}} must be at least {{min}} characters.',
  email: '{{label}} must be a valid email address.',
  sign_in_name: 'Enter an e-mail address, or a school code and admission number such as GVS/A-104.',
  phone: '{{label}} must be 7 to 20 characters: digits, spaces and + - ( ).',
  web_address: '{{label}} must be a web address starting with http:// or https://.',
  date_format: '{{label}} must be a date in the form YYYY-MM-DD.',
  date: '{{label}} is not a valid date.',
  date_after: '{{label}} must be a date after {{other}}.',
  date_after_or_equal: '{{label}} must be a date after or equal to {{other}}.',
  date_before_today: '{{label}} must be a date before today.',
  date_before: '{{label}} must be a date before the {{other}}.',
  time_format: '{{label}} must be a time in the form HH:MM.',
  time_order: '{{label}} must end after it starts.',
  within: '{{label}} must fall within {{other}}.',
  integer: '{{label}} must be a whole number.',
  whole_number_range: '{{label}} must be a whole number from {{min}} to {{max}}.',
  whole_number_min: '{{label}} must be a whole number of at least {{min}}.',
  number_range: '{{label}} must be a number from {{min}} to {{max}}.',
  number_max: '{{label}} may not be greater than {{max}}.',
  decimals: '{{label}} may have at most {{max}} decimals.',
  boolean: '{{label}} must be true or false.',
  one_of: '{{label}} must be one of: {{values}}.',
  selected: 'The selected {{thing}} is invalid.',
  selected_many: 'The selected {{thing}} are invalid.',
  list: '{{label}} must be a list.',
  list_max: '{{label}} may not have more than {{max}} items.',
  no_repeats: '{{label}} may not list the same value twice.',
  taken: '{{label}} has already been taken.',
  taken_in_class: '{{label}} has already been taken in this class.',
  taken_in_section: '{{label}} has already been taken in this section.',
  confirmed: '{{label}} confirmation does not match.',
  same_as_current: '{{label}} must be different from the current password.',
  incorrect: '{{label}} is incorrect.',
  code_chars: '{{label}} may only contain letters, numbers, dashes and underscores.',
  system_name_chars: '{{label}} may only contain letters, numbers, underscores, dashes and dots.',
  control_chars: '{{label}} must not contain control characters.',
  fixed: '{{label}} of a system {{what}} cannot be changed.',
  special_char: '{{label}} must contain at least one special character.',
  single_file: '{{label}} must be a single file.',
  file_too_large: '{{label}} may not be greater than {{max}} MB.',
  host_name: '{{label}} must be a host name such as smtp.example.com.',
  public_host: '{{label}} must be a public mail server, not a loopback, private or link-local address.',
  below_seated: '{{label}} may not be less than the {{count}} students already in the section.',
  year: '{{label}} must be a year.',
  year_min: '{{label}} may not be before {{min}}.',
  not_future: '{{label}} may not be in the future.',
  year_overlap: 'The dates overlap the academic year {{year}} ({{from}} to {{to}}).',
  year_name_dates:
    '{{label}} does not match the dates: a year from {{from}} to {{to}} is named like {{example}}.',
} as const;

export type MessageRule = keyof typeof RULE_MESSAGES;

/** A label as it reads inside a sentence: "Date of birth" -> "date of birth"; "SMTP host" stays. */
export function inSentence(label: string): string {
  return /^.[A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * The message for `field` breaking `rule`: fieldMessage('required', 'dob') is "Date of birth is
 * required.". `other` names a second field by its name, and reads as that field's label.
 */
export function fieldMessage(
  rule: MessageRule,
  field: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const label = fieldLabel(field);
  const values: Record<string, string | number> = { ...params, label, thing: inSentence(label) };
  if (typeof params.other === 'string') values.other = inSentence(fieldLabel(params.other));
  return RULE_MESSAGES[rule].replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
