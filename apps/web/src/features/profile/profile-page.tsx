import { LogInIcon, UserRoundXIcon } from 'lucide-react';
import { MessagePanel } from '../../components/message-panel';
import { PageSpinner } from '../../components/page-spinner';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountSettingsTab } from './account-settings-tab';
import { ProfileInfoTab } from './profile-info-tab';

/** The /profile page (docs/product.md §2 'Profile'): the person's details and their account settings, in two tabs. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const { user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return <PageSpinner label="Loading your profile" />;

  if (!user) {
    return (
      <section className="page-container py-10 sm:py-16">
        <MessagePanel
          icon={UserRoundXIcon}
          tone="danger"
          title="My Profile"
          headingLevel="h1"
          actions={
            <Button onClick={openAuthDialog}>
              <LogInIcon aria-hidden="true" />
              Login / Register
            </Button>
          }
        >
          <p role="alert">Failed to load your profile. Please try logging in again.</p>
        </MessagePanel>
      </section>
    );
  }

  return (
    <section className="page-container py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">My Profile</h1>
          <p className="text-muted-foreground text-sm">Manage your details, password and account security.</p>
        </div>
        <Tabs defaultValue="profile">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="profile">Profile Information</TabsTrigger>
            <TabsTrigger value="account">Account Settings</TabsTrigger>
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
