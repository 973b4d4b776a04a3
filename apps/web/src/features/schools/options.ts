import { BOARDS } from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';
import { i18next } from '@/i18n/i18n';

type Board = (typeof BOARDS)[number];

/** The boards that are words (translated); the others are acronyms, the same in every language. */
const BOARD_KEYS: Partial<Record<string, string>> = { 'State Board': 'state_board', Other: 'other' };

/** A board as shown: the value the API takes, in the reader's language where it is a word. */
export function boardLabel(board: string): string {
  const key = BOARD_KEYS[board];
  return key ? i18next.t(`schools:boards.${key}`) : board;
}

/** An option whose label is read in the reader's language each time it is drawn. */
const translatedOption = (value: string, label: () => string): SelectOption => ({
  value,
  get label() {
    return label();
  },
});

export const BOARD_OPTIONS: readonly SelectOption[] = BOARDS.map((board: Board) =>
  translatedOption(board, () => boardLabel(board)),
);

export const STATUS_OPTIONS: readonly SelectOption[] = (['active', 'inactive'] as const).map((status) =>
  translatedOption(status, () => i18next.t(`schools:status.${status}`)),
);
