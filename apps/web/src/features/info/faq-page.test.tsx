import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../lib/site';
import { guest, stubApi } from '../../test/api-stub';
import { renderApp, renderInApp } from '../../test/render-app';
import { FaqPage } from './faq-page';

function renderFaq() {
  stubApi({ '/api/me': guest });
  return renderInApp(<FaqPage />);
}

/** Opens a question and returns its answer panel. */
async function openAnswer(user: ReturnType<typeof renderFaq>['user'], question: string) {
  await user.click(screen.getByRole('button', { name: question }));
  return screen.getByRole('region', { name: question });
}

describe('FaqPage', () => {
  it('groups the spec’s questions for seekers and for listers', () => {
    renderFaq();

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(document.title).toBe('Frequently Asked Questions · Aangan');
    const buttons = (group: string) =>
      within(screen.getByRole('region', { name: group }))
        .getAllByRole('button')
        .map((button) => button.textContent);

    expect(buttons('For buyers and tenants')).toEqual([
      'Can I contact owners directly?',
      'How do I save a property?',
      'What does the Verified badge mean?',
      'How do I report a fake listing?',
      'Is my data secure?',
    ]);
    expect(buttons('For owners, builders and agents')).toEqual([
      'How do I post a property?',
      'Is listing a property free?',
      'Can I list commercial properties?',
      'How do I edit or delete my listing?',
    ]);
  });

  it('opens a question to show its answer, and closes it again', async () => {
    const { user } = renderFaq();
    const question = screen.getByRole('button', { name: 'How do I save a property?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How do I save a property?' })).not.toBeInTheDocument();

    const answer = await openAnswer(user, 'How do I save a property?');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toHaveTextContent('Tap the heart on a listing');
    expect(within(answer).getByRole('link', { name: 'Saved Properties' })).toHaveAttribute('href', '/saved');
    expect(within(answer).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How do I save a property?' })).not.toBeInTheDocument();
  });

  it('answers as the product works: free listing, Call Now after sign-in, My Properties, reporting', async () => {
    const { user } = renderFaq();

    const free = await openAnswer(user, 'Is listing a property free?');
    expect(free).toHaveTextContent('listing is currently free');
    expect(free).toHaveTextContent('premium plans later');

    const contact = await openAnswer(user, 'Can I contact owners directly?');
    expect(contact.textContent).toMatch(/Call Now.*signed in.*phone number and email/);

    const manage = await openAnswer(user, 'How do I edit or delete my listing?');
    expect(within(manage).getByRole('link', { name: 'My Properties' })).toHaveAttribute('href', '/my-properties');

    const post = await openAnswer(user, 'How do I post a property?');
    expect(within(post).getByRole('link', { name: 'List Property' })).toHaveAttribute('href', '/list-property');
    expect(post).toHaveTextContent(
      '5 steps: Basic Details, Location Details, Property Profile, Media Upload, Additional Details',
    );
    expect(post).toHaveTextContent('up to 5MB each');

    const commercial = await openAnswer(user, 'Can I list commercial properties?');
    expect(commercial).toHaveTextContent('office space');

    const report = await openAnswer(user, 'How do I report a fake listing?');
    expect(within(report).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(within(report).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );

    const security = await openAnswer(user, 'Is my data secure?');
    expect(within(security).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('offers the contact page for anything else', async () => {
    const { router, user } = renderFaq();

    await user.click(
      within(screen.getByRole('complementary', { name: 'Still have questions' })).getByRole('link', {
        name: 'Contact us',
      }),
    );
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('reads in Hindi at /hi/faq: its title, groups and an answer with the wizard’s steps', async () => {
    stubApi({ '/api/me': guest });
    const { user } = renderApp('/faq', { locale: 'hi' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'ख़रीदारों और किरायेदारों के लिए' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मैं प्रॉपर्टी कैसे पोस्ट करूँ?' }));
    const post = screen.getByRole('region', { name: 'मैं प्रॉपर्टी कैसे पोस्ट करूँ?' });
    expect(post).toHaveTextContent(
      'फ़ॉर्म में 5 चरण हैं: बुनियादी विवरण, स्थान का विवरण, प्रॉपर्टी प्रोफ़ाइल, मीडिया अपलोड, अतिरिक्त विवरण।',
    );
    expect(within(post).getByRole('link', { name: 'प्रॉपर्टी लिस्ट करें' })).toHaveAttribute('href', '/hi/list-property');
    const still = screen.getByRole('complementary', { name: 'अब भी कोई प्रश्न है' });
    expect(within(still).getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
  });
});
