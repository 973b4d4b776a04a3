import {
  GRADING_SYSTEMS,
  NOTIFICATION_FLAGS,
  PAYMENT_METHODS,
  SETTINGS_BOARDS,
  WEEK_DAYS,
  type NotificationFlag,
  type PaymentMethod,
} from '@school/contract';
import type { TFunction } from 'i18next';
import type { SelectOption } from '@/components/ui/select-field';

/*
 * The settings' choices: each value is what the API takes, unchanged; its label is read in the
 * reader's language when the form is drawn (`t` of the school-settings namespace).
 */
type T = TFunction<'school-settings'>;
type GradingSystem = (typeof GRADING_SYSTEMS)[number];
type WeekDay = (typeof WEEK_DAYS)[number];

/** The boards that are words rather than names (CBSE, ICSE, IB stay as they are). */
const BOARD_KEYS: Record<string, 'boards.state_board' | 'boards.other'> = {
  'State Board': 'boards.state_board',
  Other: 'boards.other',
};

/**
 * The settings' boards (spec 02 section 9), plus the school's own when it is another one the
 * profile allows (IGCSE, Other): saving the card must not change the board behind one's back.
 */
export function boardOptions(current: string, t: T): SelectOption[] {
  const boards: readonly string[] = SETTINGS_BOARDS;
  return (boards.includes(current) ? boards : [...boards, current]).map((board) => {
    const key = BOARD_KEYS[board];
    return { value: board, label: key ? t(key) : board };
  });
}

const GRADING_KEYS: Record<GradingSystem, `grading.${string}`> = {
  CGPA: 'grading.cgpa',
  Percentage: 'grading.percentage',
  'Letter Grade': 'grading.letter_grade',
};
export const gradingOptions = (t: T): SelectOption[] =>
  GRADING_SYSTEMS.map((g) => ({ value: g, label: t(GRADING_KEYS[g]) }));

const DAY_KEYS: Record<WeekDay, `days.${string}`> = {
  Mon: 'days.mon',
  Tue: 'days.tue',
  Wed: 'days.wed',
  Thu: 'days.thu',
  Fri: 'days.fri',
  Sat: 'days.sat',
  Sun: 'days.sun',
};
export const dayOptions = (t: T): SelectOption[] =>
  WEEK_DAYS.map((d) => ({ value: d, label: t(DAY_KEYS[d]) }));

export const paymentOptions = (t: T): SelectOption[] =>
  PAYMENT_METHODS.map((m: PaymentMethod) => ({ value: m, label: t(`payment.${m}`) }));

export const notificationLabels = (t: T): Record<NotificationFlag, string> =>
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, t(`notifications.${flag}`)])) as Record<
    NotificationFlag,
    string
  >;

/** A number input's text as the schemas take it: blank is none, so "required" can say so. */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A date input's text: blank is none. */
export const dateOrNull = (value: unknown) => (value === '' ? null : value);
