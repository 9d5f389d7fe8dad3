import {
  breadcrumbData,
  type HomeTab,
  homeTabPath,
  itemListData,
  organizationData,
  type Property,
  websiteData,
} from '@aangan/domain';
import { JsonLd } from '../../components/json-ld';
import { useI18n } from '../../i18n/use-i18n';
import { BUSINESS_PHONE, SITE_URL, SUPPORT_EMAIL } from '../../lib/site';
import { SECTION_TITLES } from './tabs';

/**
 * What search engines read on the home page and its tabs: on home, who runs the site and how to search it;
 * on a tab, where it sits; on both, the listings shown first.
 */
export function SearchStructuredData({
  tab,
  listings,
}: {
  tab: HomeTab;
  listings: readonly Pick<Property, 'id' | 'title'>[];
}) {
  const { t } = useI18n();
  const items = listings.map((listing) => ({ name: listing.title, path: `/property/${listing.id}` }));
  return (
    <>
      {tab === 'all' ? (
        <>
          <JsonLd data={organizationData(SITE_URL, { supportEmail: SUPPORT_EMAIL, telephone: BUSINESS_PHONE })} />
          <JsonLd data={websiteData(SITE_URL)} />
        </>
      ) : (
        <JsonLd
          data={breadcrumbData(SITE_URL, [
            { name: t('search.crumb.home'), path: '/' },
            { name: t(SECTION_TITLES[tab]), path: homeTabPath(tab) },
          ])}
        />
      )}
      {items.length > 0 && <JsonLd data={itemListData(SITE_URL, items)} />}
    </>
  );
}
