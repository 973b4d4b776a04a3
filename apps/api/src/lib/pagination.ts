import type { Pagination } from '@school/contract';

export function pagination(total: number, page: number, perPage: number): Pagination {
  return { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
