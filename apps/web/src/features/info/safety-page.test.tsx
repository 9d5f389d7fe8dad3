import { VERIFIED_TAG_LIMIT } from '@aangan/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('the safety page', () => {
  it('gives its advice under a title and description of its own, with a list to jump to each part', async () => {
    stubApi({ '/api/me': guest });
    renderApp('/safety');

    expect(await screen.findByRole('heading', { level: 1, name: 'Stay safe while you search' })).toBeInTheDocument();
    expect(document.title).toBe('Stay Safe · Aangan');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '1. Never pay before you visit',
      '2. How to spot a fake listing',
      '3. Brokers posing as owners',
      '4. Check the documents',
      '5. Rent agreement and police verification',
      '6. Meet at the property',
      '7. Report a listing',
      '8. What the Verified badge means, and what it does not',
    ]);
    expect(within(contents).getByRole('link', { name: '1. Never pay before you visit' })).toHaveAttribute(
      'href',
      '#never-pay-first',
    );
    expect(screen.getByText(/token amount/)).toBeInTheDocument();
    expect(screen.getByText(/tenant verification/)).toBeInTheDocument();
    expect(screen.getByText(VERIFIED_TAG_LIMIT)).toBeInTheDocument();
  });

  it('is linked from the footer and from the FAQ’s answer on reporting', async () => {
    stubApi({ '/api/me': guest });
    const { user } = renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Stay Safe' })).toHaveAttribute('href', '/safety');
    await user.click(await screen.findByRole('button', { name: 'How do I report a fake listing?' }));
    const answer = screen.getByRole('region', { name: 'How do I report a fake listing?' });
    expect(within(answer).getByRole('link', { name: 'safety page' })).toHaveAttribute('href', '/safety');
  });

  it('reads in Hindi at /hi/safety: its title, contents and advice', async () => {
    stubApi({ '/api/me': guest });
    renderApp('/safety', { locale: 'hi' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'खोजते समय सुरक्षित रहें' }, { timeout: 5000 }),
    ).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'इस पेज पर' });
    expect(within(contents).getByRole('link', { name: '1. देखने से पहले कभी भुगतान न करें' })).toHaveAttribute(
      'href',
      '#never-pay-first',
    );
    expect(screen.getByText('टोकन राशि')).toBeInTheDocument();
    const report = screen.getByRole('heading', { level: 2, name: '7. लिस्टिंग की शिकायत करें' })
      .parentElement as HTMLElement;
    expect(within(report).getByRole('link', { name: 'संपर्क पेज' })).toHaveAttribute('href', '/hi/contact');
  });
});
