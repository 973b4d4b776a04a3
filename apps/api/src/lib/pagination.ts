import type { Pagination } from '@school/contract';

export function pagination(total: number, page: number, perPage: number): Pagination {
  return { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** Export batch size: a few hundred rows a query keeps memory flat and round trips few. */
export const EXPORT_BATCH = 500;

/**
 * A whole list in batches of ids after the last one (oldest first), for exports: `fetch` gives
 * the rows with an id above `after`, at most `size`, in id order.
 */
export async function* batchesAfterId<T extends { id: number }>(
  fetch: (after: number, size: number) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const batch = await fetch(after, size);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.id;
  }
}
