import { schoolInputSchema } from '@school/contract';
import { describe, it } from 'vitest';
import { school } from '@/test/console-fixtures';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { SchoolForm } from './school-form';

const record = school({
  phone: '+91 98765 43210',
  address_line1: '1 School Road',
  address_line2: 'Block B',
  postal_code: '411001',
  board: 'ICSE',
});

describe('SchoolForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SchoolForm
              school={record}
              submitLabel="Save"
              busy={false}
              onSubmit={() => Promise.resolve()}
              onCancel={() => {}}
              fallbackMessage="Failed"
            />
          ),
        },
      ],
      '/',
    );
    await expectFormShows(record, Object.keys(schoolInputSchema.shape));
  });
});
