import type {
  SchoolProfile,
  SchoolProfileAnalytics,
  SchoolProfileStatistics,
  SessionUser,
} from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, mockPendingApi, type ApiReply } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { SchoolProfilePage } from './school-profile-page';

const PROFILE = 'GET /api/school/profile';
const STATISTICS = 'GET /api/school/profile/statistics';
const ANALYTICS = 'GET /api/school/profile/analytics';

const profile = (overrides: Partial<SchoolProfile> = {}): SchoolProfile => ({
  name: 'Greenfield Public School',
  code: 'GPS',
  board: 'CBSE',
  email: 'office@greenfield.example',
  phone: '+91 98765 43210',
  address_line1: '12 Park Street',
  address_line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postal_code: '411001',
  website: 'https://greenfield.example',
  establishment_year: 1987,
  affiliation_number: null,
  logo_url: null,
  gallery: [
    {
      id: 8,
      url: '/storage/school-gallery/b.png',
      name: 'annual-day.png',
      size: 2048,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 7,
      url: '/storage/school-gallery/a.png',
      name: 'sports-day.png',
      size: 1024,
      created_at: '2026-11-19T10:00:00.000Z',
    },
  ],
  ...overrides,
});
const statistics: SchoolProfileStatistics = {
  users: { students: 120, teachers: 9, parents: 80 },
  academic: { classes: 12, sections: 24, subjects: 10, academic_years: 2 },
};
const analytics: SchoolProfileAnalytics = {
  performance: { attendance_rate: null, assignment_completion_rate: null },
  growth: { students_growth: 3 },
  engagement: { active_students: 110, active_teachers: 8 },
};

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [PROFILE]: ok(profile()),
    [STATISTICS]: ok(statistics),
    [ANALYTICS]: ok(analytics),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/school-profile', element: <SchoolProfilePage /> }],
      '/school-admin/school-profile',
    ),
    fetchMock,
  };
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const callOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

describe('SchoolProfilePage', () => {
  it('shows a spinner while the profile loads', () => {
    signIn('7|secret', schoolAdmin);
    mockPendingApi();
    renderRoutes([{ path: '/', element: <SchoolProfilePage /> }], '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading school profile');
  });

  it('loads profile, figures and analytics together and shows them, never a made-up rate', async () => {
    const { fetchMock } = renderPage();
    const banner = await screen.findByRole('region', { name: 'School summary' });
    // The three calls go out at once, not one after the other.
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/school/profile',
      '/api/school/profile/analytics',
      '/api/school/profile/statistics',
    ]);
    expect(banner).toHaveTextContent('Greenfield Public School');
    expect(banner).toHaveTextContent('Code: GPS');
    expect(banner).toHaveTextContent('Board: CBSE');
    expect(banner).toHaveTextContent('office@greenfield.example');
    expect(banner).toHaveTextContent('+91 98765 43210');
    expect(banner).toHaveTextContent('Pune, Maharashtra');

    await waitFor(() => expect(figure('Total Students')).toHaveTextContent('120'));
    expect(figure('Total Teachers')).toHaveTextContent('9');
    expect(figure('Total Classes')).toHaveTextContent('12');
    expect(figure('Attendance Rate')).toHaveTextContent('No attendance recorded yet');

    const users = screen.getByText('User Distribution').closest('figure')!;
    expect(users).toHaveTextContent('Students: 120');
    expect(users).toHaveTextContent('Parents: 80');
    const structure = screen.getByText('Academic Structure').closest('figure')!;
    expect(structure).toHaveTextContent('Sections: 24');
    expect(structure).toHaveTextContent('Academic Years: 2');

    expect(screen.getByText('+3 new students this year')).toBeInTheDocument();
    expect(screen.getByText('No assignments yet.')).toBeInTheDocument();
    expect(screen.getByText('Active accounts: 110 students and 8 teachers')).toBeInTheDocument();
    expect(screen.queryByText(/daily active/i)).not.toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: 'School Gallery' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['annual-day.png', 'sports-day.png']);
    const info = screen.getByRole('region', { name: 'School Information' });
    expect(info).toHaveTextContent('Establishment Year1987');
    expect(info).toHaveTextContent('Affiliation Number—');
  });

  it('says so when there is nothing to chart, and has no gallery without images', async () => {
    const zero: SchoolProfileStatistics = {
      users: { students: 0, teachers: 0, parents: 0 },
      academic: { classes: 0, sections: 0, subjects: 0, academic_years: 0 },
    };
    renderPage({
      [PROFILE]: ok(profile({ gallery: [] })),
      [STATISTICS]: ok(zero),
      [ANALYTICS]: ok({ ...analytics, growth: { students_growth: 1 } }),
    });
    expect(await screen.findByText('No students, teachers or parents yet')).toBeInTheDocument();
    expect(screen.getByText('No classes, sections, subjects or academic years yet')).toBeInTheDocument();
    expect(await screen.findByText('+1 new student this year')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'School Gallery' })).not.toBeInTheDocument();
  });

  it("shows the school's attendance rate over the year once registers are taken", async () => {
    renderPage({
      [ANALYTICS]: ok({
        ...analytics,
        performance: { attendance_rate: 94.2, assignment_completion_rate: null },
      }),
    });
    await waitFor(() => expect(figure('Attendance Rate')).toHaveTextContent('94.2%'));
  });

  it('says the figures could not be loaded, never zeros or "nothing yet", when they fail', async () => {
    const failed = {
      status: 500,
      body: { success: false, message: 'Server error. Please try again later.' },
    };
    renderPage({ [STATISTICS]: failed, [ANALYTICS]: failed });
    await screen.findByRole('region', { name: 'School summary' });
    const users = () => screen.getByText('User Distribution').closest('figure')!;
    const structure = () => screen.getByText('Academic Structure').closest('figure')!;
    await waitFor(() => expect(users()).toHaveTextContent('Could not be loaded.'));
    expect(users()).not.toHaveTextContent('No students, teachers or parents yet');
    expect(structure()).toHaveTextContent('Could not be loaded.');
    expect(structure()).not.toHaveTextContent('No classes, sections, subjects or academic years yet');
    await waitFor(() => expect(figure('Attendance Rate')).toHaveTextContent('—Could not be loaded'));
    for (const label of ['Total Students', 'Total Teachers', 'Total Classes']) {
      expect(figure(label)).toHaveTextContent(`${label}—Could not be loaded`);
      expect(figure(label)).not.toHaveTextContent(/Loading|\d/);
    }
  });

  it('edits the profile, requiring name, code and board, and shows the new name', async () => {
    const updated = profile({ name: 'Greenfield International School', board: 'IGCSE' });
    const { user, fetchMock } = renderPage({
      'PUT /api/school/profile': ok(updated, 'School profile updated successfully!'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit School Profile' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(
      within(within(dialog).getByLabelText(/^Board/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a board', 'CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE', 'Other']);

    const name = within(dialog).getByLabelText(/^School Name/);
    await user.clear(name);
    await user.clear(within(dialog).getByLabelText(/^School Code/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is required.')).toBeInTheDocument();
    expect(callOf(fetchMock, 'PUT /api/school/profile')).toBeUndefined();

    await user.type(name, 'Greenfield International School');
    await user.type(within(dialog).getByLabelText(/^School Code/), 'GPS');
    await user.selectOptions(within(dialog).getByLabelText(/^Board/), 'IGCSE');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('School profile updated successfully!');
    expect(JSON.parse(callOf(fetchMock, 'PUT /api/school/profile')![1]!.body as string)).toMatchObject({
      name: 'Greenfield International School',
      code: 'GPS',
      board: 'IGCSE',
      email: 'office@greenfield.example',
      address_line2: '',
      establishment_year: 1987,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'School summary' })).toHaveTextContent(
      'Greenfield International School',
    );
  });

  it("shows the server's field error in the form and keeps it open", async () => {
    const { user } = renderPage({
      'PUT /api/school/profile': {
        status: 422,
        body: {
          success: false,
          message: 'Code has already been taken.',
          errors: { code: ['Code has already been taken.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit School Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('Code has already been taken.');
    expect(within(dialog).getByLabelText(/^School Code/)).toHaveAccessibleDescription(
      'Code has already been taken.',
    );
  });

  it('uploads a logo picked from the camera icon and shows it', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/school/profile/logo': ok(
        profile({ logo_url: '/storage/school-logos/x.png' }),
        'School logo uploaded successfully!',
      ),
    });
    expect(await screen.findByRole('button', { name: 'Upload school logo' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('School logo file'), png('logo.png'));
    await toastShows('School logo uploaded successfully!');
    const body = callOf(fetchMock, 'POST /api/school/profile/logo')![1]!.body as FormData;
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(await screen.findByRole('img', { name: 'Greenfield Public School logo' })).toHaveAttribute(
      'src',
      '/storage/school-logos/x.png',
    );
  });

  it('uploads the picked gallery images, less any removed, and asks for images when none are picked', async () => {
    const newest = {
      id: 9,
      url: '/storage/school-gallery/c.png',
      name: 'library.png',
      size: 4,
      created_at: '2026-11-21T10:00:00.000Z',
    };
    const { user, fetchMock } = renderPage({
      'POST /api/school/profile/gallery': ok(
        { gallery: [newest, ...profile().gallery] },
        'Gallery images uploaded successfully!',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Manage Gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage School Gallery' });
    expect(dialog).toHaveTextContent('PNG, JPG, GIF or WebP up to 10MB each');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select images to upload');
    expect(callOf(fetchMock, 'POST /api/school/profile/gallery')).toBeUndefined();

    await user.upload(within(dialog).getByLabelText('Choose images'), [
      png('library.png'),
      png('canteen.png'),
    ]);
    const selected = within(dialog).getByRole('list', { name: 'Selected images' });
    expect(within(selected).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove canteen.png' }));
    expect(within(selected).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    await toastShows('Gallery images uploaded successfully!');
    const body = callOf(fetchMock, 'POST /api/school/profile/gallery')![1]!.body as FormData;
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['library.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page is readable again once the closed dialog has let go of it (its effects' cleanup).
    expect(
      within(await screen.findByRole('region', { name: 'School Gallery' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['library.png', 'annual-day.png', 'sports-day.png']);
  });

  it('names every file it leaves out: each one too large, and each one past the limit of 20', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage School Gallery' });
    const large = (name: string) => {
      const file = png(name);
      Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
      return file;
    };
    const small = Array.from({ length: 21 }, (_, i) => png(`photo-${i + 1}.png`));
    await user.upload(within(dialog).getByLabelText('Choose images'), [
      large('stage.png'),
      ...small,
      large('field.png'),
    ]);
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('The file "stage.png" may not be greater than 10 MB.');
    expect(alert).toHaveTextContent('The file "field.png" may not be greater than 10 MB.');
    expect(alert).toHaveTextContent(
      'You may upload at most 20 images at a time: "photo-21.png" was not added.',
    );
    const selected = within(dialog).getByRole('list', { name: 'Selected images' });
    expect(within(selected).getAllByRole('listitem')).toHaveLength(20);
  });

  it('previews an image, and deletes one after the confirmation', async () => {
    const { user, fetchMock } = renderPage({
      'DELETE /api/school/profile/gallery/7': ok(
        { gallery: [profile().gallery[0]!] },
        'Image deleted successfully!',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Preview annual-day.png' }));
    const preview = await screen.findByRole('dialog', { name: 'Image Preview' });
    expect(within(preview).getByRole('img', { name: 'annual-day.png' })).toHaveAttribute(
      'src',
      '/storage/school-gallery/b.png',
    );
    await user.click(within(preview).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete sports-day.png' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Image' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this image? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastShows('Image deleted successfully!');
    expect(callOf(fetchMock, 'DELETE /api/school/profile/gallery/7')).toBeDefined();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Preview sports-day.png' })).not.toBeInTheDocument(),
    );
  });
});

describe('SchoolProfilePage for a delegate', () => {
  it('offers a user with school_profile_view alone no editing, upload or deleting', async () => {
    renderPage({}, schoolAdminUser({ permissions: ['school_profile_view'] }));
    await screen.findByRole('region', { name: 'School Gallery' });
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload school logo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete sports-day.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview sports-day.png' })).toBeInTheDocument();
  });

  it('offers each of them with its permission', async () => {
    renderPage(
      {},
      schoolAdminUser({
        permissions: ['school_profile_view', 'school_gallery_upload', 'school_gallery_delete'],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Manage Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete sports-day.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload school logo' })).not.toBeInTheDocument();
  });
});
