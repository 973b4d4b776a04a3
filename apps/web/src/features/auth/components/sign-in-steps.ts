import { SIGN_IN_TICKET_MINUTES, type SecondFactorStep } from '@school/contract';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '@/lib/api-error';

/** The second step of a sign-in (issue 29): its ticket, and until when the ticket is good. */
export interface TicketStep {
  kind: SecondFactorStep['second_factor'];
  ticket: string;
  /**
   * When the ticket ends by this browser's clock: its lifetime counted from the answer, not the
   * server's `expires_at`, which a browser clock set minutes apart would read wrongly.
   */
  deadline: number;
}

export function ticketStepOf(step: SecondFactorStep, now = Date.now()): TicketStep {
  return { kind: step.second_factor, ticket: step.ticket, deadline: now + SIGN_IN_TICKET_MINUTES * 60_000 };
}

/** A refusal of the ticket because its time is up (the server says 401 to any bad ticket). */
export function ticketExpired(error: unknown, deadline: number, now = Date.now()): boolean {
  return error instanceof ApiError && error.status === 401 && now >= deadline;
}

/** Calls `onExpired` once the deadline passes, unless `active` turns false first. */
export function useTicketExpiry(deadline: number, onExpired: () => void, active = true): void {
  const expire = useEffectEvent(() => onExpired());
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => expire(), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, active]);
}
