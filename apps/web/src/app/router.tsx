import { PLACE_SEGMENTS } from '@aangan/domain';
import { Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/search/home-page';
import { searchPageHandle } from '../features/search/page-handle';
import { topCitiesQuery } from '../features/search/place/api';
import { placePageHandle } from '../features/search/place/page-handle';
import { withMessages } from '../i18n/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { RootFallback, RootLayout } from './layout/root-layout';
import { RequireTeam } from './require-team';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';

/** Every page's footer links to the top cities: they come with the server's HTML. */
const LAYOUT: RouteHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(topCitiesQuery()),
};

/** Pages for a signed-in person, and one-time links from mails: rendered in the browser (decision 024). */
const CLIENT_ONLY: RouteHandle = { clientOnly: true };

/** The listing wizard, new or edit: the page reads which from the path's parameters. */
function wizardRoute(path: string): RouteObject {
  return {
    path,
    lazy: withMessages(['wizard'], async () => {
      const { WizardPage } = await import('../features/wizard/wizard-page');
      return { Component: WizardPage };
    }),
  };
}

/** A city or locality page under each segment: /rent/bikaner, /rent/bikaner/sadul-ganj (decision 023). */
const placeRoutes: RouteObject[] = PLACE_SEGMENTS.flatMap((segment) => [
  `${segment}/:city`,
  `${segment}/:city/:locality`,
]).map((path) => ({
  path,
  handle: placePageHandle,
  lazy: withMessages(['place'], async () => {
    const { PlacePage } = await import('../features/search/place/place-page');
    return { Component: PlacePage };
  }),
}));

/** The route table (docs/product.md §2). Everything but the home page is lazy so the first load stays small. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    handle: LAYOUT,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage, handle: searchPageHandle },
          { path: 'buy', Component: HomePage, handle: searchPageHandle },
          { path: 'rent', Component: HomePage, handle: searchPageHandle },
          { path: 'pg', Component: HomePage, handle: searchPageHandle },
          { path: 'commercial', Component: HomePage, handle: searchPageHandle },
          ...placeRoutes,

          {
            path: 'about',
            lazy: withMessages(['about'], async () => {
              const { AboutPage } = await import('../features/info/about-page');
              return { Component: AboutPage };
            }),
          },
          {
            path: 'contact',
            lazy: withMessages(['contact'], async () => {
              const { ContactPage } = await import('../features/contact/contact-page');
              return { Component: ContactPage };
            }),
          },
          {
            path: 'faq',
            lazy: withMessages(['faq'], async () => {
              const { FaqPage } = await import('../features/info/faq-page');
              return { Component: FaqPage };
            }),
          },
          {
            path: 'safety',
            lazy: withMessages(['safety'], async () => {
              const { SafetyPage } = await import('../features/info/safety-page');
              return { Component: SafetyPage };
            }),
          },
          {
            path: 'terms',
            lazy: withMessages(['info', 'terms'], async () => {
              const { TermsPage } = await import('../features/info/terms-page');
              return { Component: TermsPage };
            }),
          },
          {
            path: 'privacy-policy',
            lazy: withMessages(['info', 'privacy'], async () => {
              const { PrivacyPolicyPage } = await import('../features/info/privacy-policy-page');
              return { Component: PrivacyPolicyPage };
            }),
          },
          {
            // A reminder's one-click links (decision 020): no sign-in, the token is the access.
            path: 'listing-status',
            handle: CLIENT_ONLY,
            lazy: withMessages(['listing-status'], async () => {
              const { ListingStatusPage } = await import('../features/listing-status/listing-status-page');
              return { Component: ListingStatusPage };
            }),
          },
          {
            // An alert mail's unsubscribe link (issue 20): no sign-in, the signed token is the access.
            path: 'alerts/unsubscribe',
            handle: CLIENT_ONLY,
            lazy: withMessages(['saved-searches'], async () => {
              const { UnsubscribePage } = await import('../features/alerts/unsubscribe-page');
              return { Component: UnsubscribePage };
            }),
          },
          {
            // A guest alert's confirmation link (issue 20): no sign-in, the signed token is the access.
            path: 'alerts/confirm',
            handle: CLIENT_ONLY,
            lazy: withMessages(['saved-searches'], async () => {
              const { ConfirmAlertPage } = await import('../features/alerts/confirm-page');
              return { Component: ConfirmAlertPage };
            }),
          },
          {
            path: 'verify',
            handle: CLIENT_ONLY,
            lazy: withMessages(['auth'], async () => {
              const { VerifyEmailPage } = await import('../features/auth/verify-email-page');
              return { Component: VerifyEmailPage };
            }),
          },

          {
            Component: RequireUser,
            handle: CLIENT_ONLY,
            children: [
              wizardRoute('list-property'),
              wizardRoute('list-property/:purposeOrId'),
              wizardRoute('edit-property/:id'),
              {
                path: 'property/:id',
                lazy: withMessages(['property', 'verification-request'], async () => {
                  const { PropertyPage } = await import('../features/property/property-page');
                  return { Component: PropertyPage };
                }),
              },
              {
                path: 'my-properties',
                lazy: withMessages(['dashboard', 'verification-request'], async () => {
                  const { MyPropertiesPage } = await import('../features/dashboard/my-properties-page');
                  return { Component: MyPropertiesPage };
                }),
              },
              {
                path: 'saved',
                lazy: withMessages(['saved'], async () => {
                  const { SavedPage } = await import('../features/saved/saved-page');
                  return { Component: SavedPage };
                }),
              },
              {
                path: 'saved-searches',
                lazy: withMessages(['saved-searches'], async () => {
                  const { SavedSearchesPage } = await import('../features/saved-searches/saved-searches-page');
                  return { Component: SavedSearchesPage };
                }),
              },
              {
                path: 'profile',
                lazy: withMessages(['profile'], async () => {
                  const { ProfilePage } = await import('../features/profile/profile-page');
                  return { Component: ProfilePage };
                }),
              },
            ],
          },

          {
            Component: RequireTeam,
            handle: CLIENT_ONLY,
            children: [
              {
                path: 'admin',
                // The console's words load with its frame; every section below renders inside it.
                lazy: withMessages(['admin'], async () => {
                  const { ConsoleLayout } = await import('../features/admin/console-layout');
                  return { Component: ConsoleLayout };
                }),
                children: [
                  // The team's day starts from the overview's figures.
                  { index: true, element: <Navigate to="overview" replace /> },
                  {
                    path: 'overview',
                    lazy: async () => {
                      const { OverviewPage } = await import('../features/admin/overview/overview-page');
                      return { Component: OverviewPage };
                    },
                  },
                  {
                    path: 'verifications',
                    lazy: async () => {
                      const { QueuePage } = await import('../features/admin/verification/queue-page');
                      return { Component: QueuePage };
                    },
                  },
                  {
                    path: 'verifications/:id',
                    lazy: async () => {
                      const { ReviewPage } = await import('../features/admin/verification/review-page');
                      return { Component: ReviewPage };
                    },
                  },
                  {
                    path: 'listings',
                    lazy: async () => {
                      const { ListingsPage } = await import('../features/admin/listings/listings-page');
                      return { Component: ListingsPage };
                    },
                  },
                  {
                    path: 'listings/:id',
                    lazy: async () => {
                      const { ListingPage } = await import('../features/admin/listings/listing-page');
                      return { Component: ListingPage };
                    },
                  },
                  {
                    path: 'appeals',
                    lazy: async () => {
                      const { AppealsPage } = await import('../features/admin/listings/appeals-page');
                      return { Component: AppealsPage };
                    },
                  },
                  {
                    path: 'reports',
                    lazy: async () => {
                      const { ReportsPage } = await import('../features/admin/reports/reports-page');
                      return { Component: ReportsPage };
                    },
                  },
                  {
                    path: 'accounts',
                    lazy: async () => {
                      const { AccountsPage } = await import('../features/admin/accounts/accounts-page');
                      return { Component: AccountsPage };
                    },
                  },
                  {
                    path: 'accounts/:id',
                    lazy: async () => {
                      const { AccountPage } = await import('../features/admin/accounts/account-page');
                      return { Component: AccountPage };
                    },
                  },
                  {
                    path: 'inbox',
                    lazy: async () => {
                      const { InboxPage } = await import('../features/admin/inbox/inbox-page');
                      return { Component: InboxPage };
                    },
                  },
                  {
                    path: 'inbox/subscribers',
                    lazy: async () => {
                      const { SubscribersPage } = await import('../features/admin/inbox/subscribers-page');
                      return { Component: SubscribersPage };
                    },
                  },
                  {
                    path: 'inbox/:id',
                    lazy: async () => {
                      const { MessagePage } = await import('../features/admin/inbox/message-page');
                      return { Component: MessagePage };
                    },
                  },
                  {
                    path: 'team',
                    lazy: async () => {
                      const { TeamSection } = await import('../features/admin/team-section');
                      return { Component: TeamSection };
                    },
                  },
                  {
                    path: 'audit',
                    lazy: async () => {
                      const { AuditLogSection } = await import('../features/admin/audit-log-section');
                      return { Component: AuditLogSection };
                    },
                  },
                  {
                    path: 'jobs',
                    lazy: async () => {
                      const { JobsSection } = await import('../features/admin/jobs/jobs-section');
                      return { Component: JobsSection };
                    },
                  },
                ],
              },
            ],
          },

          {
            path: '*',
            handle: { notFound: true } satisfies RouteHandle,
            lazy: async () => {
              const { NotFoundPage } = await import('../components/not-found-page');
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];
