import { describe, expect, it } from 'vitest';
import { tryAgainIn } from '../../src/lib/time';

describe('waits told to a person', () => {
  it.each([
    [3599, 'Please try again in 60 minutes.'],
    [3540, 'Please try again in 59 minutes.'],
    [61, 'Please try again in 2 minutes.'],
    [60, 'Please try again in 1 minute.'],
    [1, 'Please try again in 1 minute.'],
    [0.2, 'Please try again in 1 minute.'],
  ])('%s seconds read "%s"', (seconds, text) => {
    expect(tryAgainIn(seconds)).toBe(text);
  });
});
