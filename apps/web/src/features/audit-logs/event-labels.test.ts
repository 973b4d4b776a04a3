import { AUDIT_EVENTS } from '@school/contract';
import { describe, expect, it } from 'vitest';
import english from './locales/en.json';
import spanish from './locales/es.json';
import french from './locales/fr.json';
import hindi from './locales/hi.json';

/*
 * The server's events are typed by AUDIT_EVENTS (recordAudit takes nothing else), so every event
 * it writes is here; each needs words in every language, or the trail and its event filter show
 * the raw name spelled out in English.
 */
describe('audit event labels', () => {
  it.each([
    ['en', english],
    ['es', spanish],
    ['fr', french],
    ['hi', hindi],
  ])('name every event the server writes in %s', (_language, catalogue) => {
    const events: Record<string, string> = catalogue.events;
    expect(AUDIT_EVENTS.filter((event) => !events[event]?.trim())).toEqual([]);
  });
});
