import { LogInIcon, UserRoundXIcon } from 'lucide-react';
import { MessagePanel } from '../../components/message-panel';
import { PageSpinner } from '../../components/page-spinner';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountSettingsTab } from './account-settings-tab';
import { ProfileInfoTab } from './profile-info-tab';

/** The /profile page (docs/product.md §2 'Profile'): the person's details and their account settings, in two tabs. */
export function ProfilePage() {
  const { t } = useI18n();
  useDocumentTitle(t('profile.title'));
  const { user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return <PageSpinner label={t('profile.loading')} />;

  if (!user) {
    return (
      <section className="page-container py-10 sm:py-16">
        <MessagePanel
          icon={UserRoundXIcon}
          tone="danger"
          title={t('profile.title')}
          headingLevel="h1"
          actions={
            <Button onClick={openAuthDialog}>
              <LogInIcon aria-hidden="true" />
              {t('profile.login')}
            </Button>
          }
        >
          <p role="alert">{t('profile.loadFailed')}</p>
        </MessagePanel>
      </section>
    );
  }

  return (
    <section className="page-container py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">{t('profile.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('profile.subtitle')}</p>
        </div>
        <Tabs defaultValue="profile">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="profile">{t('profile.tab.info')}</TabsTrigger>
            <TabsTrigger value="account">{t('profile.tab.account')}</TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="mt-6">
            <ProfileInfoTab user={user} />
          </TabsContent>
          <TabsContent value="account" className="mt-6">
            <AccountSettingsTab user={user} />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
