import { AUTH_MESSAGES, CONTACT_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_PHONE, BUSINESS_PHONE_HREF, OFFICE_ADDRESS, SUPPORT_EMAIL } from '../../lib/site';
import { deferred, errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function stubContact(onPost: Handler) {
  return stubApi({ '/api/me': guest, '/api/contact': onPost });
}

function contactPosts(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input).endsWith('/api/contact') && init?.method === 'POST',
  );
}

async function openForm() {
  const view = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return { ...view, form: within(screen.getByRole('form', { name: 'Contact form' })) };
}

type Form = Awaited<ReturnType<typeof openForm>>['form'];
type User = Awaited<ReturnType<typeof openForm>>['user'];

const field = (form: Form, name: string) => form.getByRole('textbox', { name });

/** Types a message the way people do: stray spaces, a capitalised email, the phone with +91 and a space. */
async function fillForm(user: User, form: Form) {
  await user.type(field(form, 'Full Name'), '  Asha Verma ');
  await user.type(field(form, 'Email'), 'Asha@Example.com');
  await user.type(field(form, 'Mobile Number'), '+91 98765 43210');
  await user.click(form.getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: 'Listing Help' }));
  await user.type(field(form, 'Subject'), 'Photos on my listing');
  await user.type(field(form, 'Message'), 'The third photo will not upload.');
}

describe('Contact page', () => {
  it('shows the phone, email and office from the site settings, and the business hours', async () => {
    stubContact(() => jsonResponse({ id: 'c1' }, 201));
    await openForm();

    expect(document.title).toBe('Contact Us · Aangan');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Aangan team/);
    const phone = within(screen.getByRole('heading', { name: 'Phone' }).parentElement as HTMLElement);
    expect(phone.getByRole('link', { name: BUSINESS_PHONE })).toHaveAttribute('href', BUSINESS_PHONE_HREF);
    const email = within(screen.getByRole('heading', { name: 'Email' }).parentElement as HTMLElement);
    expect(email.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    const office = within(screen.getByRole('heading', { name: 'Office' }).parentElement as HTMLElement);
    expect(office.getByText(OFFICE_ADDRESS)).toBeInTheDocument();
    expect(screen.getByText('Monday to Saturday: 9:00 AM to 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Closed on Sundays and public holidays')).toBeInTheDocument();
  });

  it('offers the five reasons', async () => {
    stubContact(() => jsonResponse({ id: 'c1' }, 201));
    const { user, form } = await openForm();

    await user.click(form.getByRole('combobox', { name: 'Reason' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['General Inquiry', 'Feedback', 'Support', 'Listing Help', 'Other']);
  });

  it('shows what is missing under each field, focuses the first, and sends nothing', async () => {
    const fetchMock = stubContact(() => jsonResponse({ id: 'c1' }, 201));
    const { user, form } = await openForm();

    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    for (const message of [
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.phoneRequired,
      CONTACT_MESSAGES.reasonRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]) {
      expect(form.getByText(message)).toBeInTheDocument();
    }
    const name = field(form, 'Full Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'contact-name-error');

    await user.type(name, 'Asha Verma');
    await user.type(field(form, 'Email'), 'asha@example');
    await user.type(field(form, 'Mobile Number'), '12345');
    await user.type(field(form, 'Message'), 'Too short');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(form.getByText(AUTH_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(form.getByText(CONTACT_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(field(form, 'Email')).toHaveFocus();
    expect(contactPosts(fetchMock)).toHaveLength(0);
  });

  it('sends the message, says Message sent and clears the form', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubContact(() => answer.promise);
    const { user, form } = await openForm();

    await fillForm(user, form);
    expect(form.getByText('32 / 5,000 characters')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const sending = await form.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const [call] = contactPosts(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      reason: 'listing-help',
      subject: 'Photos on my listing',
      message: 'The third photo will not upload.',
    });

    answer.resolve(jsonResponse({ id: 'c1' }, 201));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.sentDescription)).toBeInTheDocument();
    await waitFor(() => expect(field(form, 'Full Name')).toHaveValue(''));
    for (const name of ['Email', 'Mobile Number', 'Subject', 'Message']) expect(field(form, name)).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Reason' }).textContent).toBe('Choose a reason');
    expect(form.getByText('0 / 5,000 characters')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Send Message' })).not.toBeDisabled();
    expect(contactPosts(fetchMock)).toHaveLength(1);
  });

  it("puts a 400's field messages under the inputs and keeps the text", async () => {
    stubContact(() =>
      jsonResponse(
        {
          error: {
            code: 'BAD_REQUEST',
            message: 'Please check the highlighted fields',
            fields: { email: 'This address cannot receive mail', subject: CONTACT_MESSAGES.subjectTooLong },
          },
        },
        400,
      ),
    );
    const { user, form } = await openForm();

    await fillForm(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(form.getByText(CONTACT_MESSAGES.subjectTooLong)).toBeInTheDocument();
    const email = field(form, 'Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('Asha@Example.com');
    expect(screen.queryByText(CONTACT_MESSAGES.failedTitle)).not.toBeInTheDocument();
  });

  it("says the server's message when sending too often, and keeps the text", async () => {
    stubContact(() => errorResponse(429, 'RATE_LIMITED', CONTACT_MESSAGES.rateLimited));
    const { user, form } = await openForm();

    await fillForm(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.rateLimited)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(field(form, 'Full Name')).toHaveValue('  Asha Verma ');
    expect(field(form, 'Message')).toHaveValue('The third photo will not upload.');
    expect(form.getByRole('combobox', { name: 'Reason' }).textContent).toBe('Listing Help');
    expect(form.getByRole('button', { name: 'Send Message' })).not.toBeDisabled();
  });

  it('falls back to its own words when the network fails', async () => {
    stubContact(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, form } = await openForm();

    await fillForm(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.failedDescription)).toBeInTheDocument();
    expect(field(form, 'Subject')).toHaveValue('Photos on my listing');
  });

  it('reads in Hindi at /hi/contact: the details, the form, its checks and its answer', async () => {
    const fetchMock = stubContact(() => jsonResponse({ id: 'c1' }, 201));
    const { user } = renderApp('/contact', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'कामकाज का समय' })).toBeInTheDocument();
    expect(screen.getByText('सोमवार से शनिवार: सुबह 9:00 से शाम 6:00 बजे तक')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' }));
    expect(form.getByText('0 / 5,000 अक्षर')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await form.findByText('कृपया अपना पूरा नाम लिखें')).toBeInTheDocument();
    expect(form.getByText('कृपया संपर्क करने का कारण चुनें')).toBeInTheDocument();
    expect(contactPosts(fetchMock)).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'पूरा नाम' }), 'आशा वर्मा');
    await user.type(form.getByRole('textbox', { name: 'ईमेल' }), 'asha@example.com');
    await user.type(form.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9876543210');
    await user.click(form.getByRole('combobox', { name: 'कारण' }));
    await user.click(await screen.findByRole('option', { name: 'लिस्टिंग में मदद' }));
    await user.type(form.getByRole('textbox', { name: 'विषय' }), 'फ़ोटो अपलोड');
    await user.type(form.getByRole('textbox', { name: 'संदेश' }), 'तीसरी फ़ोटो अपलोड नहीं हो रही है।');
    await user.click(form.getByRole('button', { name: 'संदेश भेजें' }));

    expect(await screen.findByText('संदेश भेज दिया गया')).toBeInTheDocument();
    expect(contactPosts(fetchMock)).toHaveLength(1);
  });
});
