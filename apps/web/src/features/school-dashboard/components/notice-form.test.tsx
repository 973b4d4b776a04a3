import { noticeInputSchema, type Notice } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { NoticeForm } from './notice-form';

const record: Notice = {
  id: 9,
  title: 'Sports day',
  body: 'On Friday, on the main ground.',
  publish_date: '2026-11-20',
  created_by: { id: 2, name: 'Ravi Kumar' },
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('NoticeForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <NoticeForm notice={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(noticeInputSchema.shape));
  });
});
