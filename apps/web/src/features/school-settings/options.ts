import {
  GRADING_SYSTEMS,
  PAYMENT_METHODS,
  SETTINGS_BOARDS,
  WEEK_DAYS,
  type NotificationFlag,
  type PaymentMethod,
} from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';

const asOptions = (values: readonly string[]): SelectOption[] => values.map((v) => ({ value: v, label: v }));

/**
 * The settings' boards (spec 02 section 9), plus the school's own when it is another one the
 * profile allows (IGCSE, Other): saving the card must not change the board behind one's back.
 */
export function boardOptions(current: string): SelectOption[] {
  const boards: readonly string[] = SETTINGS_BOARDS;
  return asOptions(boards.includes(current) ? boards : [...boards, current]);
}

export const GRADING_OPTIONS = asOptions(GRADING_SYSTEMS);

export const DAY_OPTIONS = asOptions(WEEK_DAYS);

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  online: 'Online',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  card: 'Card',
};
export const PAYMENT_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_LABELS[m] }));

export const NOTIFICATION_LABELS: Record<NotificationFlag, string> = {
  sms_notifications: 'SMS notifications',
  email_notifications: 'Email notifications',
  parent_notifications: 'Parent notifications',
  teacher_notifications: 'Teacher notifications',
  admin_notifications: 'Admin notifications',
  fee_reminders: 'Fee reminders',
  attendance_alerts: 'Attendance alerts',
  exam_reminders: 'Exam reminders',
};

/** A number input's text as the schemas take it: blank is none, so "required" can say so. */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A date input's text: blank is none. */
export const dateOrNull = (value: unknown) => (value === '' ? null : value);
