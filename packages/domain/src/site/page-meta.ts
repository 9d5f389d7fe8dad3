import type { Locale } from '../i18n/locales.ts';

/**
 * Each public page's title and description, written once for the browser tab (the web app) and for
 * crawlers and link previews that do not run scripts (the server writes them into index.html).
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** What a server-rendered page's head says to search engines and link previews (decision 024). */
export interface PageHead extends PageMeta {
  /** The canonical path and query ('/rent?bedrooms=2'), resolved against the site's address. */
  canonical: string;
  /** False for thin, empty or free-text results: `noindex, follow`. */
  index: boolean;
  /** The page's subject does not exist (an unknown place): answered with status 404. */
  notFound?: boolean;
}

export const DEFAULT_PAGE_META: PageMeta = {
  title: 'Property marketplace for India',
  description:
    'Buy, rent, find a PG or a commercial space across India. Verified listings, prices in lakhs and crores.',
};

/** In the order of the site's menus (the sitemap lists them so). */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': DEFAULT_PAGE_META,
  '/buy': {
    title: 'Properties for Sale',
    description: 'Flats, houses, plots and villas for sale, with prices in lakhs and crores and verified listings.',
  },
  '/rent': {
    title: 'Properties for Rent',
    description: 'Homes for rent from owners, builders and agents: monthly rent, deposit and terms up front.',
  },
  '/pg': {
    title: 'PG Accommodations',
    description: 'Paying-guest rooms and co-living spaces for students and working professionals.',
  },
  '/commercial': {
    title: 'Commercial Properties',
    description: 'Offices, shops, warehouses and co-working spaces to buy or rent.',
  },
  '/about': {
    title: 'About Us',
    description:
      'Aangan is a property marketplace that started in Bikaner and lists in eight cities: verified listings, 360-degree views and pre-approved home loans.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Call, email or write to the Aangan team in Bikaner, Monday to Saturday, 9:00 AM to 6:00 PM.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'How to post, edit and save properties on Aangan, what listing costs, and how we keep your data safe.',
  },
  '/safety': {
    title: 'Stay Safe',
    description:
      'How to spot fake listings and brokers posing as owners, why you never pay a token before a visit, and which documents to check before you rent or buy.',
  },
  '/terms': {
    title: 'Terms and Conditions',
    description:
      'The terms for listing, searching and enquiring about properties on Aangan: payments, prohibited use, liability and arbitration in Bikaner.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What Aangan collects, why, who it is shared with, where it is stored and the rights you have.',
  },
};

const DEFAULT_PAGE_META_HINDI: PageMeta = {
  title: 'भारत का प्रॉपर्टी बाज़ार',
  description: 'पूरे भारत में घर खरीदें, किराये पर लें, पीजी या व्यावसायिक जगह खोजें। सत्यापित लिस्टिंग, लाख और करोड़ में कीमतें।',
};

/** The same pages in Hindi (decision 028): their /hi/ addresses carry these words. */
const PAGE_META_HINDI: Readonly<Record<keyof typeof PAGE_META, PageMeta>> = {
  '/': DEFAULT_PAGE_META_HINDI,
  '/buy': {
    title: 'बिक्री के लिए प्रॉपर्टी',
    description: 'बिक्री के लिए फ़्लैट, मकान, प्लॉट और विला, लाख और करोड़ में कीमतों और सत्यापित लिस्टिंग के साथ।',
  },
  '/rent': {
    title: 'किराये के लिए प्रॉपर्टी',
    description: 'मालिकों, बिल्डरों और एजेंटों से किराये के घर: मासिक किराया, जमा राशि और शर्तें पहले से।',
  },
  '/pg': {
    title: 'पीजी आवास',
    description: 'विद्यार्थियों और कामकाजी लोगों के लिए पेइंग-गेस्ट कमरे और को-लिविंग जगहें।',
  },
  '/commercial': {
    title: 'व्यावसायिक प्रॉपर्टी',
    description: 'खरीदने या किराये पर लेने के लिए दफ़्तर, दुकानें, गोदाम और को-वर्किंग जगहें।',
  },
  '/about': {
    title: 'हमारे बारे में',
    description: 'आँगन भारत का प्रॉपर्टी बाज़ार है: सत्यापित लिस्टिंग, 360-डिग्री व्यू और पहले से मंज़ूर होम लोन।',
  },
  '/contact': {
    title: 'संपर्क करें',
    description: 'बीकानेर में आँगन टीम को फ़ोन, ईमेल या संदेश भेजें, सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक।',
  },
  '/faq': {
    title: 'अक्सर पूछे जाने वाले प्रश्न',
    description: 'आँगन पर प्रॉपर्टी कैसे पोस्ट करें, बदलें और सेव करें, लिस्टिंग का खर्च क्या है, और हम आपका डेटा कैसे सुरक्षित रखते हैं।',
  },
  '/safety': {
    title: 'सुरक्षित रहें',
    description:
      'नकली लिस्टिंग और मालिक बनकर आए दलालों को कैसे पहचानें, विज़िट से पहले टोकन क्यों न दें, और किराये या खरीद से पहले कौन-से दस्तावेज़ जाँचें।',
  },
  '/terms': {
    title: 'नियम और शर्तें',
    description: 'आँगन पर प्रॉपर्टी लिस्ट करने, खोजने और पूछताछ करने की शर्तें: भुगतान, वर्जित उपयोग, दायित्व और बीकानेर में मध्यस्थता।',
  },
  '/privacy-policy': {
    title: 'गोपनीयता नीति',
    description: 'आँगन क्या जानकारी लेता है, क्यों, किसके साथ साझा करता है, कहाँ रखता है और आपके क्या अधिकार हैं।',
  },
};

/** Each language's page words: English keeps the spec's. */
export function pageMetaTable(locale: Locale = 'en'): Readonly<Record<keyof typeof PAGE_META, PageMeta>> {
  return locale === 'hi' ? PAGE_META_HINDI : PAGE_META;
}

/** The meta of a path (trailing slash and query ignored) in a language; pages without their own get the default. */
export function pageMetaFor(pathname: string, locale: Locale = 'en'): PageMeta {
  const path = pathname.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '/';
  const table = pageMetaTable(locale);
  return table[path] ?? table['/'] ?? DEFAULT_PAGE_META;
}

/** The product's name: a name, the same in every language (the logo, titles, structured data). */
export const SITE_NAME = 'Aangan';

/** "About Us · Aangan"; the home page reads "Aangan · Property marketplace for India". */
export function pageTitle(meta: PageMeta, siteName = SITE_NAME): string {
  const isHome = meta.title === DEFAULT_PAGE_META.title || meta.title === DEFAULT_PAGE_META_HINDI.title;
  return isHome ? `${siteName} · ${meta.title}` : `${meta.title} · ${siteName}`;
}
