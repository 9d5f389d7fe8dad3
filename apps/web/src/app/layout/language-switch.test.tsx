import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render-app';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('offers the same page in Hindi, named in Hindi', () => {
    stubApi({ '/api/me': guest });
    renderInApp(<LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link).toHaveAttribute('href', '/hi');
    expect(link).toHaveAttribute('hreflang', 'hi-IN');
    expect(link).toHaveAttribute('lang', 'hi-IN');
  });

  it('offers English from a Hindi page', () => {
    stubApi({ '/api/me': guest });
    renderInApp(<LanguageSwitch />, { locale: 'hi' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});
