import type { AccountSession } from '@school/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { signIn } from '@/lib/session';
import { mockApi, otherCalls } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { ProfileModal } from './profile-modal';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 1,
  browser: 'Chrome 131',
  system: 'Windows 10',
  ip_address: '203.0.113.5',
  signed_in_at: '2026-11-20T08:00:00Z',
  last_seen_at: '2026-11-20T09:30:00Z',
  current: false,
  ...overrides,
});

const THIS = session({
  id: 7,
  browser: 'Firefox 133',
  system: 'Linux',
  ip_address: '198.51.100.2',
  current: true,
});
const PHONE = session({ id: 8, browser: 'Safari 18', system: 'iOS 18', ip_address: null });
const SCRIPT = session({ id: 9, browser: null, system: null });

const listed = (sessions: AccountSession[]) => ({
  status: 200,
  body: { success: true, data: { sessions } },
});

function renderModal() {
  signIn('7|secret', sessionUser());
  return renderRoutes([{ path: '/', element: <ProfileModal open onOpenChange={vi.fn()} /> }], '/');
}

/** Opens Profile's Sessions and answers its list. */
async function showSessions() {
  const rendered = renderModal();
  const section = await screen.findByRole('region', { name: 'Sessions' });
  await rendered.user.click(within(section).getByRole('button', { name: 'Show sessions' }));
  const list = await within(section).findByRole('list', { name: 'Sessions' });
  return { ...rendered, section, list };
}

describe('the Sessions of Profile', () => {
  it('asks for nothing until shown', async () => {
    const fetchMock = mockApi({});
    renderModal();
    const section = await screen.findByRole('region', { name: 'Sessions' });
    expect(within(section).getByRole('button', { name: 'Show sessions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Profile's own loading (the two-factor card's status) aside, nothing is asked for.
    expect(otherCalls(fetchMock, 'GET /api/me/two-factor')).toEqual([]);
  });

  it('lists each session with browser, system, address and times, this one marked and not endable', async () => {
    mockApi({ 'GET /api/me/sessions': listed([THIS, PHONE, SCRIPT]) });
    const { list } = await showSessions();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Firefox 133 on Linux',
      'Safari 18 on iOS 18',
      'Unknown browser',
    ]);
    expect(within(items[0]!).getByText('This session')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Address: 198.51.100.2')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Address: unknown')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('This session')).not.toBeInTheDocument();
    // Times as the rest of the app shows them (the platform's timezone).
    expect(items[1]).toHaveTextContent(
      `Signed in ${formatDateTime(PHONE.signed_in_at)} · last seen ${formatDateTime(PHONE.last_seen_at)}`,
    );
    expect(
      within(items[1]!).getByRole('button', { name: 'End the session on Safari 18 on iOS 18' }),
    ).toBeEnabled();
  });

  it('ends another session after confirming, toasts and lists again', async () => {
    const fetchMock = mockApi({
      'GET /api/me/sessions': [listed([THIS, PHONE]), listed([THIS])],
      'DELETE /api/me/sessions/8': { status: 200, body: { success: true, message: 'Session ended.' } },
    });
    const { user, list, section } = await showSessions();
    await user.click(within(list).getByRole('button', { name: 'End the session on Safari 18 on iOS 18' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End session' });
    expect(dialog).toHaveTextContent('End the session on Safari 18 on iOS 18?');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));

    expect(await toasts().findByText('Session ended.')).toBeInTheDocument();
    expect(await within(section).findByText('This is the only session of your account.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/sessions/8',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('ends all the other sessions after confirming', async () => {
    const fetchMock = mockApi({
      'GET /api/me/sessions': [listed([THIS, PHONE, SCRIPT]), listed([THIS])],
      'DELETE /api/me/sessions': {
        status: 200,
        body: { success: true, message: '2 sessions ended.', data: { ended: 2 } },
      },
    });
    const { user, section } = await showSessions();
    await user.click(within(section).getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End all other sessions' });
    expect(dialog).toHaveTextContent('End 2 other sessions?');
    await user.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));

    expect(await toasts().findByText('2 sessions ended.')).toBeInTheDocument();
    expect(await within(section).findByText('This is the only session of your account.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/me/sessions', expect.objectContaining({ method: 'DELETE' }));
  });

  it('says so when a session cannot be ended, and keeps the dialog open', async () => {
    mockApi({
      'GET /api/me/sessions': listed([THIS, PHONE]),
      'DELETE /api/me/sessions/8': { status: 404, body: { success: false, message: 'Session not found.' } },
    });
    const { user, list } = await showSessions();
    await user.click(within(list).getByRole('button', { name: 'End the session on Safari 18 on iOS 18' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End session' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await toasts().findByText('Session not found.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'End session' })).toBeInTheDocument();
  });
});
