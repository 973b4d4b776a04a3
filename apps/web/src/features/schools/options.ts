import { BOARDS } from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';

export const BOARD_OPTIONS: readonly SelectOption[] = BOARDS.map((board) => ({ value: board, label: board }));

export const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
