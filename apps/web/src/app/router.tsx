import type { RouteObject } from 'react-router';
import { HomePage } from '../features/search/home-page';
import { RootFallback, RootLayout } from './layout/root-layout';
import { RequireTeam } from './require-team';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';

/** The listing wizard, new or edit: the page reads which from the path's parameters. */
function wizardRoute(path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { WizardPage } = await import('../features/wizard/wizard-page');
      return { Component: WizardPage };
    },
  };
}

/** The route table (docs/product.md §2). Everything but the home page is lazy so the first load stays small. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          { path: 'buy', Component: HomePage },
          { path: 'rent', Component: HomePage },
          { path: 'pg', Component: HomePage },
          { path: 'commercial', Component: HomePage },

          {
            path: 'about',
            lazy: async () => {
              const { AboutPage } = await import('../features/info/about-page');
              return { Component: AboutPage };
            },
          },
          {
            path: 'contact',
            lazy: async () => {
              const { ContactPage } = await import('../features/contact/contact-page');
              return { Component: ContactPage };
            },
          },
          {
            path: 'faq',
            lazy: async () => {
              const { FaqPage } = await import('../features/info/faq-page');
              return { Component: FaqPage };
            },
          },
          {
            path: 'terms',
            lazy: async () => {
              const { TermsPage } = await import('../features/info/terms-page');
              return { Component: TermsPage };
            },
          },
          {
            path: 'privacy-policy',
            lazy: async () => {
              const { PrivacyPolicyPage } = await import('../features/info/privacy-policy-page');
              return { Component: PrivacyPolicyPage };
            },
          },
          {
            path: 'verify',
            lazy: async () => {
              const { VerifyEmailPage } = await import('../features/auth/verify-email-page');
              return { Component: VerifyEmailPage };
            },
          },

          {
            Component: RequireUser,
            children: [
              wizardRoute('list-property'),
              wizardRoute('list-property/:purposeOrId'),
              wizardRoute('edit-property/:id'),
              {
                path: 'property/:id',
                lazy: async () => {
                  const { PropertyPage } = await import('../features/property/property-page');
                  return { Component: PropertyPage };
                },
              },
              {
                path: 'my-properties',
                lazy: async () => {
                  const { MyPropertiesPage } = await import('../features/dashboard/my-properties-page');
                  return { Component: MyPropertiesPage };
                },
              },
              {
                path: 'saved',
                lazy: async () => {
                  const { SavedPage } = await import('../features/saved/saved-page');
                  return { Component: SavedPage };
                },
              },
              {
                path: 'profile',
                lazy: async () => {
                  const { ProfilePage } = await import('../features/profile/profile-page');
                  return { Component: ProfilePage };
                },
              },
            ],
          },

          {
            Component: RequireTeam,
            children: [
              {
                path: 'admin',
                lazy: async () => {
                  const { TeamPage } = await import('../features/admin/team-page');
                  return { Component: TeamPage };
                },
              },
            ],
          },

          {
            path: '*',
            lazy: async () => {
              const { NotFoundPage } = await import('../features/info/not-found-page');
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];
