import type { Import } from '@school/contract';

/** The wizard's screens, in the order an import goes through them. */
export type ImportStep = 'upload' | 'match' | 'review' | 'running' | 'done' | 'failed';

/** The numbered steps the admin is told about ("Step 2 of 4"); running and failed are past 3. */
export const NUMBERED_STEPS = ['upload', 'match', 'review', 'done'] as const;

/**
 * Where the wizard opens: at the step the school's latest import stands, so the admin resumes
 * where they left it; at the upload when there is none or they asked for a new file.
 */
export function stepOf(current: Import | null, newFile: boolean): ImportStep {
  if (!current || newFile) return 'upload';
  switch (current.status) {
    case 'uploaded':
      return 'match';
    case 'checked':
      return 'review';
    case 'importing':
      return 'running';
    case 'done':
      return 'done';
    case 'failed':
      return 'failed';
  }
}

/** The number shown for a step: running is still the import's third step, failed its fourth. */
export function stepNumber(step: ImportStep): number {
  if (step === 'running') return 3;
  if (step === 'failed') return 4;
  return NUMBERED_STEPS.indexOf(step) + 1;
}
