import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageOf } from './api-error';
import { toast } from './toast';

/** A failed load says so in a toast, once per failure: the server's message, else `fallback`. */
export function useFailureToast(query: Pick<UseQueryResult<unknown>, 'error'>, fallback: string): void {
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(messageOf(error, fallback));
  }, [error, fallback]);
}
