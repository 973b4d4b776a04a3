import { noticeInputSchema, type Notice, type SchoolClass, type Section } from '@school/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { expectFormShows } from '@/test/edit-form';
import { schoolAdminUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { NoticeForm } from './notice-form';

const CLASSES = 'GET /api/school/classes?page=1&per_page=100';
const sectionsOf = (classId: number) => `GET /api/school/sections?class_id=${classId}&page=1&per_page=100`;
const CREATE = 'POST /api/school/notices';

const schoolClass = (id: number, name: string): SchoolClass => ({
  id,
  name,
  grade_level: 4,
  students_count: 0,
  teachers_count: 0,
  sections_count: 2,
  created_at: '2026-04-01T09:00:00.000Z',
  updated_at: '2026-04-01T09:00:00.000Z',
});
const section = (id: number, classId: number, className: string, name: string): Section => ({
  id,
  class_id: classId,
  class_name: className,
  name,
  capacity: null,
  students_count: 0,
  created_at: '2026-04-01T09:00:00.000Z',
  updated_at: '2026-04-01T09:00:00.000Z',
});

const record: Notice = {
  id: 9,
  title: 'Sports day',
  body: 'On Friday, on the main ground.',
  publish_date: '2026-11-20',
  audience: 'parents',
  class: { id: 4, name: 'Grade 4' },
  section: { id: 41, name: 'A' },
  created_by: { id: 2, name: 'Ravi Kumar' },
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

function renderForm(notice?: Notice, replies: Record<string, ApiReply> = {}) {
  signIn('7|secret', schoolAdminUser());
  const fetchMock = mockApi({
    [CLASSES]: ok({
      classes: [schoolClass(4, 'Grade 4'), schoolClass(5, 'Grade 5')],
      pagination: pagination(2),
    }),
    [sectionsOf(4)]: ok({
      sections: [section(41, 4, 'Grade 4', 'A'), section(42, 4, 'Grade 4', 'B')],
      pagination: pagination(2),
    }),
    [sectionsOf(5)]: ok({ sections: [section(51, 5, 'Grade 5', 'A')], pagination: pagination(1) }),
    ...replies,
  });
  const view = renderRoutes([{ path: '/', element: <NoticeForm notice={notice} onDone={() => {}} /> }], '/');
  return { ...view, fetchMock };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);

describe('NoticeForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderForm(record);
    await expectFormShows(
      { ...record, class_id: record.class!.id, section_id: record.section!.id },
      Object.keys(noticeInputSchema.shape),
    );
  });

  it('posts to an audience and a section of a class, offering the sections once a class is chosen', async () => {
    const { user, fetchMock } = renderForm(undefined, {
      [CREATE]: { status: 201, body: ok(record, 'Notice created successfully!').body },
    });
    const audience = screen.getByLabelText(/^Audience/);
    expect(optionsOf(audience)).toEqual(['Everyone', 'Parents', 'Teachers', 'Students']);
    expect(audience).toHaveValue('everyone');
    const classSelect = screen.getByLabelText(/^Class/);
    const sectionSelect = screen.getByLabelText(/^Section/);
    await waitFor(() => expect(optionsOf(classSelect)).toEqual(['Whole school', 'Grade 4', 'Grade 5']));
    expect(sectionSelect).toBeDisabled();
    expect(optionsOf(sectionSelect)).toEqual(['Choose a class first']);

    await user.type(screen.getByLabelText(/^Title/), 'Sports day');
    await user.type(screen.getByLabelText(/^Notice/), 'Bring your kit.');
    await user.selectOptions(audience, 'Parents');
    await user.selectOptions(classSelect, 'Grade 4');
    await waitFor(() => expect(optionsOf(sectionSelect)).toEqual(['Whole class', 'A', 'B']));
    expect(sectionSelect).toBeEnabled();
    await user.selectOptions(sectionSelect, 'B');
    await user.click(screen.getByRole('button', { name: 'Post notice' }));
    await waitFor(() => expect(toasts().getByText('Notice created successfully!')).toBeInTheDocument());
    expect(bodyOf(fetchMock, CREATE)).toEqual({
      title: 'Sports day',
      body: 'Bring your kit.',
      publish_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      audience: 'parents',
      class_id: 4,
      section_id: 42,
    });
  });

  it('drops the section when the class changes, and sends none for the whole school', async () => {
    const { user, fetchMock } = renderForm(record, {
      'PUT /api/school/notices/9': ok(record, 'Notice updated successfully!'),
    });
    const classSelect = screen.getByLabelText(/^Class/);
    const sectionSelect = screen.getByLabelText(/^Section/);
    expect(sectionSelect).toHaveValue('41');
    await waitFor(() => expect(optionsOf(classSelect)).toEqual(['Whole school', 'Grade 4', 'Grade 5']));
    await user.selectOptions(classSelect, 'Grade 5');
    expect(sectionSelect).toHaveValue('');
    await waitFor(() => expect(optionsOf(sectionSelect)).toEqual(['Whole class', 'A']));
    await user.selectOptions(classSelect, 'Whole school');
    expect(sectionSelect).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts().getByText('Notice updated successfully!')).toBeInTheDocument());
    expect(bodyOf(fetchMock, 'PUT /api/school/notices/9')).toMatchObject({
      audience: 'parents',
      class_id: null,
      section_id: null,
    });
  });

  it("shows the server's refusal of a class or section beside its field", async () => {
    const { user } = renderForm(record, {
      'PUT /api/school/notices/9': {
        status: 422,
        body: {
          success: false,
          message: 'The selected class is invalid.',
          errors: {
            class_id: ['The selected class is invalid.'],
            section_id: ['Section A is not a section of Grade 4.'],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Class/)).toHaveAccessibleDescription('The selected class is invalid.'),
    );
    expect(screen.getByLabelText(/^Section/)).toHaveAccessibleDescription(
      'Section A is not a section of Grade 4.',
    );
  });

  it('keeps the class and section of a notice for a user who may not list classes', async () => {
    signIn('7|secret', schoolAdminUser({ permissions: ['notices_view', 'notices_update'] }));
    const fetchMock = mockApi({});
    renderRoutes([{ path: '/', element: <NoticeForm notice={record} onDone={() => {}} /> }], '/');
    expect(screen.getByLabelText(/^Class/)).toHaveValue('4');
    expect(screen.getByLabelText(/^Section/)).toHaveValue('41');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
