import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenancePage } from '@/components/ui/maintenance-page';
import { PageTitle, PlatformName } from '@/components/ui/page-title';
import { mockApi } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { apiRequest } from './api-client';
import { leaveMaintenance, underMaintenance } from './maintenance';
import { applyPlatformPreferences, loadPlatformPreferences } from './platform-preferences';
import { signIn } from './session';

const MAINTENANCE = {
  status: 503,
  body: { success: false, message: 'The platform is under maintenance. Please try again later.' },
};
const platform = (maintenance_mode: boolean, platform_name = 'Schoolwise') => ({
  status: 200,
  body: {
    success: true,
    data: {
      platform_name,
      platform_description: 'Schools of the district',
      default_timezone: 'Asia/Kolkata',
      default_currency: 'INR',
      default_language: 'en',
      maintenance_mode,
    },
  },
});

describe('maintenance', () => {
  it("is entered by a signed-in call's maintenance 503 and left once the platform says it is over", async () => {
    leaveMaintenance();
    signIn('7|secret', sessionUser());
    mockApi({ 'GET /api/school/settings': MAINTENANCE, 'GET /api/platform': platform(true) });
    await expect(apiRequest('/school/settings', { fallbackMessage: 'x' })).rejects.toThrow();
    expect(underMaintenance()).toBe(true);
    await loadPlatformPreferences();
    expect(underMaintenance()).toBe(true);

    mockApi({ 'GET /api/platform': platform(false) });
    await loadPlatformPreferences();
    expect(underMaintenance()).toBe(false);
  });

  it('is not entered by another 503 (a database that is down)', async () => {
    leaveMaintenance();
    signIn('7|secret', sessionUser());
    mockApi({
      'GET /api/me': { status: 503, body: { success: false, message: 'The database is unavailable.' } },
    });
    await expect(apiRequest('/me', { fallbackMessage: 'x' })).rejects.toThrow();
    expect(underMaintenance()).toBe(false);
  });

  it('shows one page that says so and checks again on request', async () => {
    const fetchMock = mockApi({ 'GET /api/platform': platform(true) });
    render(<MaintenancePage />);
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText('The platform is under maintenance. Please try again later.'),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'Check again' }).click();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/platform', expect.anything()));
  });
});

describe("the platform's name", () => {
  it('is drawn where the product names itself and redrawn when saved, without a reload', () => {
    const preferences = {
      default_timezone: 'Asia/Kolkata',
      default_currency: 'INR',
      default_language: 'en',
    } as const;
    applyPlatformPreferences({ ...preferences, platform_name: 'Schoolwise' });
    render(
      <>
        <PageTitle title="Users" />
        <p data-testid="brand">
          <PlatformName />
        </p>
      </>,
    );
    expect(screen.getByTestId('brand')).toHaveTextContent('Schoolwise');
    expect(document.title).toBe('Users · Schoolwise');
    act(() => applyPlatformPreferences({ ...preferences, platform_name: 'Learnwell' }));
    expect(screen.getByTestId('brand')).toHaveTextContent('Learnwell');
    expect(document.title).toBe('Users · Learnwell');
  });
});
