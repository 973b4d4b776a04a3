import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { school } from '@/test/console-fixtures';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { SchoolFormModal } from './school-form-modal';

function renderModal(editing?: ReturnType<typeof school>) {
  signIn('7|secret', sessionUser());
  const onOpenChange = vi.fn();
  const rendered = renderRoutes(
    [{ path: '/', element: <SchoolFormModal open onOpenChange={onOpenChange} school={editing} /> }],
    '/',
  );
  return { ...rendered, onOpenChange };
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());

describe('SchoolFormModal', () => {
  it('starts a new school on board CBSE in India, and checks the required fields before sending', async () => {
    const fetchMock = mockApi({});
    const { user } = renderModal();

    expect(screen.getByRole('dialog', { name: 'Add New School' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /board/i })).toHaveValue('CBSE');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.click(screen.getByRole('button', { name: 'Create school' }));

    expect(await screen.findByLabelText(/school name/i)).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText(/school code/i)).toHaveAccessibleDescription(/Code is required\./);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the school, toasts and closes', async () => {
    const fetchMock = mockApi({
      'POST /api/superadmin/schools': { status: 201, body: { success: true, data: school() } },
    });
    const { user, onOpenChange } = renderModal();

    await user.type(screen.getByLabelText(/school name/i), 'Green Valley School');
    await user.type(screen.getByLabelText(/school code/i), 'gvs-01');
    await user.selectOptions(screen.getByRole('combobox', { name: /board/i }), 'IB');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Create school' }));

    await toastShows('School created successfully!');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      name: 'Green Valley School',
      code: 'GVS-01',
      board: 'IB',
      email: null,
      phone: null,
      address_line1: null,
      address_line2: null,
      city: 'Pune',
      state: null,
      country: 'India',
      postal_code: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's field errors under the fields and the first one as a toast", async () => {
    mockApi({
      'PUT /api/superadmin/schools/10': {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { code: ['Code has already been taken.'] },
        },
      },
    });
    const { user, onOpenChange } = renderModal(school({ id: 10 }));

    expect(screen.getByLabelText(/school name/i)).toHaveValue('Green Valley School');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await toastShows('Code has already been taken.');
    expect(screen.getByLabelText(/school code/i)).toHaveAccessibleDescription(
      /Code has already been taken\./,
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
