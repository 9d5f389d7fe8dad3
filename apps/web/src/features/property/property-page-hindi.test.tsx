import { PROPERTY_ACTION_MESSAGES } from '@aangan/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { byWholeText, callsTo, detailApi, findTitle, makeDetail } from './test-utils';

const SLOW = { timeout: 5000 };
const REPORT_PATH = '/api/properties/abc/report';

const rentListing = () =>
  makeDetail({
    purpose: 'rent',
    price: 18_000,
    securityDeposit: 36_000,
    priceNegotiable: true,
    priceInWords: 'Eighteen Thousand',
    agreementType: 'company',
    brokerAllowed: false,
    additionalCharges: { electricity: false, water: true, maintenance: true },
    termsAndConditions: { agreementDuration: 12, noticePeriod: 2, brokerAllowed: false },
    amenities: [],
  });

describe('the detail page in Hindi (/hi/property/:id)', () => {
  it('gives the price in Hindi units, with the deposit and the actions in Hindi', async () => {
    stubApi(detailApi(rentListing()));
    renderApp('/property/abc', { locale: 'hi' });

    await findTitle();
    expect(screen.getAllByText(byWholeText('₹18.00 हज़ार/माह')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('सिक्योरिटी: ₹36.00 हज़ार').length).toBeGreaterThan(0);
    expect(screen.getByText('Eighteen Thousand प्रति माह')).toBeInTheDocument();
    expect(screen.getByText('कीमत में मोलभाव हो सकता है')).toBeInTheDocument();
    expect(screen.getByText(byWholeText('Ravi Sharma द्वारा पोस्ट की गई'))).toBeInTheDocument();
    expect(screen.getByText('मालिक')).toBeInTheDocument();
    expect(screen.getAllByText('किराये के लिए').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'विवरण' })).toBeInTheDocument();
    expect(screen.queryByText(/\/month|Call Now|Property Details/)).not.toBeInTheDocument();
  });

  it('words the facts and terms tabs in Hindi, dates with Hindi months', async () => {
    stubApi(detailApi(rentListing()));
    const { user } = renderApp('/property/abc', { locale: 'hi' });

    await findTitle();
    expect(screen.getByRole('heading', { name: 'प्रॉपर्टी की जानकारी' })).toBeInTheDocument();
    const details = screen.getByRole('tabpanel', { name: 'जानकारी' });
    const factValue = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(factValue('प्रॉपर्टी का प्रकार')).toBe('आवासीय · फ़्लैट/अपार्टमेंट');
    expect(factValue('कार्पेट एरिया')).toBe('1,200 वर्ग फ़ुट');
    expect(factValue('फ़र्निशिंग')).toBe('सेमी-फ़र्निश्ड');
    expect(factValue('पार्किंग')).toBe('कवर्ड · 1 जगह');
    expect(factValue('मंज़िल')).toBe('4 में से 2');
    expect(factValue('पोस्ट की तारीख़')).toBe('10 जनवरी 2025');

    await user.click(screen.getByRole('tab', { name: 'सुविधाएँ' }));
    expect(screen.getByText('कोई सुविधा नहीं बताई गई')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'शर्तें' }));
    const terms = screen.getByRole('tabpanel', { name: 'शर्तें' });
    const termValue = (label: string) => within(terms).getByText(label).nextElementSibling?.textContent;
    expect(termValue('कीमत')).toBe('मोलभाव हो सकता है');
    expect(termValue('एग्रीमेंट')).toBe('कंपनी लीज़ एग्रीमेंट');
    expect(termValue('एग्रीमेंट की अवधि')).toBe('1 साल');
    expect(termValue('नोटिस पीरियड')).toBe('2 महीने');
    expect(termValue('सिक्योरिटी डिपॉज़िट')).toBe('₹36.00 हज़ार');
    expect(termValue('अतिरिक्त शुल्क')).toBe('बिजली का शुल्क अलग से; पानी और मेंटेनेंस किराए में शामिल');
    expect(termValue('ब्रोकर')).toBe('अनुमति नहीं');
  });

  it('asks for a report in Hindi: the reasons, and the checks’ messages', async () => {
    const fetchMock = stubApi(detailApi(makeDetail(), { [REPORT_PATH]: () => jsonResponse({}) }));
    const { user } = renderApp('/property/abc', { locale: 'hi' });
    await findTitle();

    await user.click(screen.getByRole('button', { name: 'इस लिस्टिंग की शिकायत करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'इस लिस्टिंग की शिकायत करें' }, SLOW);
    expect(within(dialog).getByRole('radio', { name: 'देखने से पहले पैसे माँगे' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'डुप्लीकेट लिस्टिंग' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'शिकायत भेजें' }));
    expect(await within(dialog).findByText('चुनें कि आप इस लिस्टिंग की शिकायत क्यों कर रहे हैं।')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'अन्य' }));
    expect(within(dialog).getByText('(‘अन्य’ के लिए ज़रूरी)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'शिकायत भेजें' }));
    expect(
      await within(dialog).findByText('बताएँ कि क्या गलत है: ‘अन्य’ चुनने पर हमें आपके शब्दों में जानकारी चाहिए।'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'डुप्लीकेट लिस्टिंग' }));
    await user.click(within(dialog).getByLabelText(/विवरण/));
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'शिकायत भेजें' }));
    expect(await within(dialog).findByText('विवरण ज़्यादा से ज़्यादा 1,000 अक्षरों का हो सकता है।')).toBeInTheDocument();
    expect(callsTo(fetchMock, REPORT_PATH, 'POST')).toHaveLength(0);
  });

  it('explains the Verified badge in Hindi', async () => {
    stubApi(detailApi(makeDetail()));
    const { user } = renderApp('/property/abc', { locale: 'hi' });
    await findTitle();

    await user.click(screen.getByRole('button', { name: 'सत्यापित' }));
    const panel = await screen.findByRole('dialog', { name: "यहाँ 'सत्यापित' का मतलब" });
    expect(
      within(panel).getByText(
        'पहचान और मालिकाना हक़ के दस्तावेज़ जाँचे गए, प्रॉपर्टी पर जाकर देखी गई — आँगन टीम ने 12 नवंबर 2026 को सत्यापित किया।',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'नियम व शर्तें पढ़ें' })).toBeInTheDocument();
  });

  it('says Call Now, the contact dialog and the server’s refusal in Hindi', async () => {
    stubApi(
      detailApi(makeDetail(), {
        '/api/properties/abc/contact': () =>
          errorResponse(429, 'RATE_LIMITED', PROPERTY_ACTION_MESSAGES.contactRateLimited),
      }),
    );
    const { user } = renderApp('/property/abc', { locale: 'hi' });
    await findTitle();

    await user.click(screen.getByRole('button', { name: 'अभी कॉल करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'संपर्क जानकारी' });
    expect(within(dialog).getByText(/मालिक को आपका नाम दिखेगा/)).toBeInTheDocument();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'आपने कम समय में बहुत सारी संपर्क जानकारी देखी है। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
    );
  });

  it('shares the listing’s Hindi address', async () => {
    stubApi(detailApi(makeDetail()));
    const { user } = renderApp('/property/abc', { locale: 'hi' });
    await findTitle();
    // user-event gives the page its clipboard as it renders.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    await user.click(screen.getByRole('button', { name: 'शेयर करें' }));
    expect(await screen.findByText('लिंक कॉपी हो गया', {}, SLOW)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/hi/property/abc`);
  });
});
