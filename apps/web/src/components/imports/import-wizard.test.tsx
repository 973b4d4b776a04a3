import type { Import, ImportKind } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { renderRoutes } from '@/test/render';
import { ImportWizard } from './import-wizard';

const LATEST = 'GET /api/school/imports/students/latest';
const UPLOAD = 'POST /api/school/imports/students';
const CHECK = 'POST /api/school/imports/students/7/check';
const RUN = 'POST /api/school/imports/students/7/run';
const GET = 'GET /api/school/imports/students/7';
const DISCARD = 'DELETE /api/school/imports/students/7';

const HEADERS = ['Name', 'Admission No', 'Klasse', 'section', 'roll_no', 'dob', 'admission_date', 'Notes'];

const anImport = (overrides: Partial<Import> = {}): Import => ({
  id: 7,
  kind: 'students',
  file_name: 'grade6.csv',
  status: 'uploaded',
  headers: HEADERS,
  // The server matched all but the German "Klasse" and the notes.
  columns: ['name', 'admission_no', null, 'section', 'roll_no', 'dob', 'admission_date', null],
  rows: 20,
  summary: null,
  errors: [],
  result: null,
  failure: null,
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
  ...overrides,
});

const checked = (overrides: Partial<Import> = {}) =>
  anImport({
    status: 'checked',
    columns: ['name', 'admission_no', 'class', 'section', 'roll_no', 'dob', 'admission_date', null],
    summary: {
      rows: 20,
      to_create: 17,
      to_update: 1,
      with_errors: 2,
      parents_to_create: 18,
      parents_to_link: 1,
    },
    errors: [
      { row: 5, errors: { section: ['The section C does not belong to Grade 6.'] } },
      {
        row: 17,
        errors: { email: ['already used by another account'], row: ['The row repeats row 3.'] },
      },
    ],
    ...overrides,
  });

const done = (overrides: Partial<Import> = {}) =>
  checked({
    status: 'done',
    result: { created: 17, updated: 1, skipped: 2, parents_created: 18, parents_linked: 1, invited: 0 },
    ...overrides,
  });

function renderWizard(
  replies: Record<string, ApiReply | readonly ApiReply[]>,
  kind: ImportKind = 'students',
) {
  const fetchMock = mockApi(replies);
  const onClose = vi.fn();
  const rendered = renderRoutes(
    [{ path: '/', element: <ImportWizard kind={kind} onClose={onClose} onCloseAutoFocus={() => {}} /> }],
    '/',
  );
  return { ...rendered, fetchMock, onClose };
}

const csv = (name = 'grade6.csv') => new File(['name,admission_no\nAsha,A1\n'], name, { type: 'text/csv' });
const callsTo = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(callsTo(fetchMock, key).at(-1)![1]!.body as string) as unknown;
const dialog = () => screen.getByRole('dialog', { name: 'Import students and their parents' });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ImportWizard', () => {
  it('starts at the upload without an import, and shows every reason the server refuses the file for', async () => {
    const { user, fetchMock } = renderWizard({
      [LATEST]: ok(null),
      [UPLOAD]: [
        {
          status: 422,
          body: {
            success: false,
            message: 'The given data was invalid.',
            errors: { file: ['The file holds a header and no row.', 'Save the file as CSV in UTF-8.'] },
          },
        },
        { status: 413, body: { success: false, message: 'The file is over 10 MB: split it in two.' } },
      ],
    });
    expect(await screen.findByText('Step 1 of 4: Upload the file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeInTheDocument();
    expect(screen.getByText(/Write dates as YYYY-MM-DD\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first.');
    expect(callsTo(fetchMock, UPLOAD)).toHaveLength(0);

    await user.upload(screen.getByLabelText('File (CSV)'), csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The file holds a header and no row.', 'Save the file as CSV in UTF-8.']);
    const sent = callsTo(fetchMock, UPLOAD)[0]![1]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('grade6.csv');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The file is over 10 MB: split it in two.'),
    );
  });

  it("matches the columns from the server's proposal, says what is still to match, and checks the file", async () => {
    const { user, fetchMock } = renderWizard({
      [LATEST]: ok(null),
      [UPLOAD]: { status: 201, body: { success: true, data: anImport() } },
      [CHECK]: ok(checked()),
    });
    await user.upload(await screen.findByLabelText('File (CSV)'), csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Step 2 of 4: Match the columns')).toBeInTheDocument();
    expect(
      screen.getByText('grade6.csv: 20 rows. Choose what each column holds; a column left out is not read.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Admission No' })).toHaveValue('admission_no');
    const klasse = screen.getByRole('combobox', { name: 'Klasse' });
    expect(klasse).toHaveValue('');
    expect(within(klasse).getByRole('option', { name: 'Leave out' })).toBeInTheDocument();
    expect(within(klasse).getByRole('option', { name: 'Class (required)' })).toBeInTheDocument();
    expect(within(klasse).getByRole('option', { name: "Parents' e-mails" })).toBeInTheDocument();
    expect(screen.getByText('Still to match: Class.')).toBeInTheDocument();

    // One field for two columns is flagged at once.
    await user.selectOptions(klasse, 'Name (required)');
    expect(within(dialog()).getAllByText('Also chosen for another column.')).toHaveLength(2);
    await user.selectOptions(klasse, 'Class (required)');
    expect(screen.queryByText('Also chosen for another column.')).not.toBeInTheDocument();
    expect(screen.getByText('Every required field is matched.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    // The next step is taken from its top: the button that led there is gone.
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Check and import' })).toHaveFocus();
    expect(bodyOf(fetchMock, CHECK)).toEqual({
      columns: ['name', 'admission_no', 'class', 'section', 'roll_no', 'dob', 'admission_date', null],
    });
  });

  it("shows the server's refusal of the matching", async () => {
    const { user } = renderWizard({
      [LATEST]: ok(anImport()),
      [CHECK]: {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { columns: ['Match a column to Class.', 'Name is matched to two columns.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Match a column to Class.');
    expect(alert).toHaveTextContent('Name is matched to two columns.');
    expect(screen.getByText('Step 2 of 4: Match the columns')).toBeInTheDocument();
  });

  it("resumes a checked import at the dry run's counts and each row's errors, then imports only the valid rows with invitations", async () => {
    const imported = done({
      result: { created: 17, updated: 1, skipped: 2, parents_created: 18, parents_linked: 1, invited: 35 },
    });
    const { user, fetchMock } = renderWizard({
      // The import refreshes every school query, this one too: the server then says it is done.
      [LATEST]: [ok(checked()), ok(imported)],
      [RUN]: ok(imported),
    });
    expect(await screen.findByText('Step 3 of 4: Check and import')).toBeInTheDocument();
    expect(figure('To create')).toHaveTextContent('17');
    expect(figure('To update')).toHaveTextContent('1');
    expect(figure('With errors')).toHaveTextContent('2');
    expect(figure('Parents to create')).toHaveTextContent('18');
    expect(figure('Parents to link')).toHaveTextContent('1');

    const table = screen.getByRole('table', { name: 'Rows with errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Row 5Section: The section C does not belong to Grade 6.',
      'Row 17Email: already used by another accountThe row repeats row 3.',
    ]);

    expect(screen.getByRole('radio', { name: /All rows or none/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Only the valid rows/ }));
    expect(screen.getByText('The 2 rows with errors are left out.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /E-mail each new account an invitation/ }));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Step 4 of 4: Done')).toBeInTheDocument();
    expect(bodyOf(fetchMock, RUN)).toEqual({ only_valid: true, invite: true });
    expect(figure('Created')).toHaveTextContent('17');
    expect(figure('Left out')).toHaveTextContent('2');
    expect(figure('Parents linked')).toHaveTextContent('1');
    expect(figure('Invitations sent')).toHaveTextContent('35');
  });

  it('says why the last run wrote nothing when the admin comes back to it', async () => {
    const interrupted = 'The import was interrupted before it finished: nothing was written. Import again.';
    renderWizard({ [LATEST]: ok(checked({ failure: interrupted })) });
    expect(await screen.findByText('Step 3 of 4: Check and import')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(interrupted);
  });

  it('says how many rows with errors are not listed', async () => {
    renderWizard({
      [LATEST]: ok(checked({ summary: { ...checked().summary!, with_errors: 812 } })),
    });
    expect(
      await screen.findByText('Only the first 2 of 812 rows with errors are listed.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal of an all-or-nothing import, then checks the file again to show the errors as they stand', async () => {
    // A refused run changes nothing on the server, the import's errors included: the dry run is
    // asked again, with the same matching, and its answer shown.
    const { user, fetchMock } = renderWizard({
      [LATEST]: ok(checked()),
      [RUN]: {
        status: 422,
        body: { success: false, message: 'Rows have errors: nothing was imported.' },
      },
      [CHECK]: ok(
        checked({
          summary: { ...checked().summary!, with_errors: 1 },
          errors: [{ row: 9, errors: { email: ['already used by another account'] } }],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rows have errors: nothing was imported.');
    expect(bodyOf(fetchMock, RUN)).toEqual({ only_valid: false, invite: false });
    await waitFor(() => expect(figure('With errors')).toHaveTextContent('1'));
    expect(bodyOf(fetchMock, CHECK)).toEqual({ columns: checked().columns });
    expect(screen.getByRole('rowheader', { name: 'Row 9' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Row 17' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, GET)).toHaveLength(0);
  });

  it('goes back to the upload for a corrected file, and back again to the dry run', async () => {
    const { user } = renderWizard({ [LATEST]: ok(checked()) });
    await user.click(await screen.findByRole('button', { name: 'Upload a corrected file' }));
    expect(screen.getByText('Step 1 of 4: Upload the file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the current import' }));
    expect(screen.getByText('Step 3 of 4: Check and import')).toBeInTheDocument();
  });

  it('discards an import not run yet and starts at the upload', async () => {
    const { user, fetchMock } = renderWizard({
      [LATEST]: ok(anImport()),
      [DISCARD]: ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard this import' }));
    expect(await screen.findByText('Step 1 of 4: Upload the file')).toBeInTheDocument();
    expect(callsTo(fetchMock, DISCARD)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Back to the current import' })).not.toBeInTheDocument();
  });

  it('reopens a done import at its result, and starts a new one from there', async () => {
    const { user, onClose } = renderWizard({ [LATEST]: ok(done()) });
    expect(await screen.findByText('grade6.csv is imported.')).toBeInTheDocument();
    expect(figure('Parents created')).toHaveTextContent('18');
    await user.click(screen.getByRole('button', { name: 'Start a new import' }));
    expect(screen.getByText('Step 1 of 4: Upload the file')).toBeInTheDocument();
    // A finished import is not one to go back to.
    expect(screen.queryByRole('button', { name: 'Back to the current import' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a teachers' import without the parents' figures", async () => {
    renderWizard(
      {
        'GET /api/school/imports/teachers/latest': ok(
          done({
            kind: 'teachers',
            result: { created: 4, updated: 0, skipped: 0, parents_created: 0, parents_linked: 0, invited: 4 },
          }),
        ),
      },
      'teachers',
    );
    expect(await screen.findByRole('dialog', { name: 'Import teachers' })).toBeInTheDocument();
    expect(await screen.findByText('Step 4 of 4: Done')).toBeInTheDocument();
    expect(figure('Created')).toHaveTextContent('4');
    expect(screen.queryByText('Parents created')).not.toBeInTheDocument();
  });
});
