import { afterEach, describe, expect, it, vi } from 'vitest';

function setSettingsMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'aangan-site';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="aangan-site"]')) meta.remove();
  vi.resetModules();
});

describe('site settings', () => {
  it("reads the operator's settings the server put in index.html", async () => {
    setSettingsMeta(
      JSON.stringify({
        supportEmail: 'help@example.in',
        businessPhone: '9000011111',
        officeAddress: 'MI Road, Jaipur',
      }),
    );
    const site = await import('./site');
    expect(site.SUPPORT_EMAIL).toBe('help@example.in');
    expect(site.BUSINESS_PHONE).toBe('+91 90000 11111');
    expect(site.BUSINESS_PHONE_HREF).toBe('tel:+919000011111');
    expect(site.OFFICE_ADDRESS).toBe('MI Road, Jaipur');
  });

  it('falls back to the demo defaults when the page has no settings (the Vite dev server)', async () => {
    const site = await import('./site');
    expect(site.SUPPORT_EMAIL).toBe('support@aangan.in');
    expect(site.BUSINESS_PHONE).toBe('+91 98290 00000');
  });
});
