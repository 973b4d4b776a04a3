import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderRoutes, toasts } from '@/test/render';
import { ContactPage } from './contact-page';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";

function renderPage(path = '/contact-us') {
  return renderRoutes([{ path: '/contact-us', element: <ContactPage /> }], path);
}

const form = () => screen.getByRole('form', { name: 'Contact us' });
const field = (label: RegExp) => within(form()).getByLabelText(label);

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(field(/full name/i), 'Meera Iyer');
  await user.type(field(/^email/i), 'meera@riverside.example');
  await user.type(field(/school name/i), 'Riverside Public School');
  await user.type(field(/phone/i), '+91 98765 43210');
  await user.selectOptions(field(/subject/i), 'Product Demo Request');
  await user.type(field(/message/i), 'We would like a demo for our three campuses.');
}

const toastShows = async (text: string) => {
  await waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
  return toasts().getByText(text);
};

describe('the contact form', () => {
  it('offers the eight subjects, an e-mail and a telephone field and a six-row message box', () => {
    renderPage();
    const options = within(field(/subject/i)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a subject',
      'General Inquiry',
      'Product Demo Request',
      'Technical Support',
      'Sales Question',
      'Partnership Opportunity',
      'Billing Inquiry',
      'Feature Request',
      'Other',
    ]);
    expect(field(/^email/i)).toHaveAttribute('type', 'email');
    expect(field(/phone/i)).toHaveAttribute('type', 'tel');
    expect(field(/message/i)).toHaveAttribute('rows', '6');
  });

  it('chooses the subject named in the address', () => {
    renderPage('/contact-us?subject=product-demo-request');
    expect(field(/subject/i)).toHaveValue('Product Demo Request');
  });

  it('chooses Product Demo Request when Book a Demo Call is pressed, keeping what was typed', async () => {
    const { user } = renderPage();
    await user.type(field(/full name/i), 'Meera Iyer');
    await user.click(screen.getByRole('link', { name: 'Book a Demo Call' }));
    expect(field(/subject/i)).toHaveValue('Product Demo Request');
    expect(field(/full name/i)).toHaveValue('Meera Iyer');
    expect(field(/full name/i)).toHaveFocus();
  });

  it('names each missing required field and sends nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field(/full name/i)).toHaveAccessibleDescription('Name is required.');
    expect(field(/^email/i)).toHaveAccessibleDescription('Email is required.');
    expect(field(/subject/i)).toHaveAccessibleDescription('Subject is required.');
    expect(field(/message/i)).toHaveAccessibleDescription('Message is required.');
    expect(field(/school name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/full name/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail address and phone number', async () => {
    const fetchMock = mockApi({});
    const { user } = renderPage();
    await fillIn(user);
    await user.clear(field(/^email/i));
    await user.type(field(/^email/i), 'meera-at-riverside');
    await user.clear(field(/phone/i));
    await user.type(field(/phone/i), 'call me');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field(/^email/i)).toHaveAccessibleDescription('Email must be a valid email address.');
    expect(field(/phone/i)).toHaveAccessibleDescription(
      'Phone must be 7 to 20 characters: digits, spaces and + - ( ).',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is changed', async () => {
    mockApi({});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(field(/full name/i), 'M');
    expect(field(/full name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message, shows the success toast and clears every field', async () => {
    const fetchMock = mockApi({
      'POST /api/contact': { status: 201, body: { success: true, message: SUCCESS } },
    });
    const { user } = renderPage();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastShows(SUCCESS)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@riverside.example',
      school: 'Riverside Public School',
      phone: '+91 98765 43210',
      subject: 'Product Demo Request',
      message: 'We would like a demo for our three campuses.',
    });
    // Sent without a token, so an old session cannot turn the answer into a sign-in redirect.
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    for (const label of [/full name/i, /^email/i, /school name/i, /phone/i, /subject/i, /message/i]) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('waits with a disabled button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderPage();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: /sending/i })).toBeDisabled();
    answer(new Response(JSON.stringify({ success: true, message: SUCCESS }), { status: 201 }));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows refused fields under their inputs and as an error toast, keeping what was typed', async () => {
    mockApi({
      'POST /api/contact': {
        status: 422,
        body: {
          success: false,
          message: 'Email must be a valid email address.',
          errors: { email: ['Email must be a valid email address.'] },
        },
      },
    });
    const { user } = renderPage();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await toastShows('Email must be a valid email address.');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(field(/^email/i)).toHaveAccessibleDescription('Email must be a valid email address.');
    expect(field(/^email/i)).toHaveValue('meera@riverside.example');
    expect(field(/message/i)).toHaveValue('We would like a demo for our three campuses.');
  });

  it.each([
    [
      'the limit is reached',
      {
        status: 429,
        body: { success: false, message: 'Too many requests. Please try again in 60 minutes.' },
      },
      'Too many requests. Please try again in 60 minutes.',
    ],
    [
      'the connection is lost',
      { networkError: true as const },
      'Network error. Please check your connection.',
    ],
    [
      'the server fails',
      { status: 500, body: { success: false, message: 'Server error. Please try again later.' } },
      'Server error. Please try again later.',
    ],
  ])('shows an error toast and keeps every value when %s', async (_case, reply, message) => {
    mockApi({ 'POST /api/contact': reply });
    const { user } = renderPage();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastShows(message)).toBeInTheDocument();
    expect(field(/full name/i)).toHaveValue('Meera Iyer');
    expect(field(/subject/i)).toHaveValue('Product Demo Request');
    expect(field(/message/i)).toHaveValue('We would like a demo for our three campuses.');
  });
});
