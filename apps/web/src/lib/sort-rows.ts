export type SortValue = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  id: string;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A sorted copy; rows without a value go last whichever the direction. */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    const xMissing = x === null || x === undefined || x === '';
    const yMissing = y === null || y === undefined || y === '';
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}
