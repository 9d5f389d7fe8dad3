import { PencilIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import type { CurrentUser } from '../../lib/current-user';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

/** 'Profile Information': the summary card, then the details in view mode or edit mode. */
export function ProfileInfoTab({ user }: { user: CurrentUser }) {
  const { t } = useI18n();
  const [isEditing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);

  // Back in view mode, keyboard focus returns to the button that opened the form.
  useEffect(() => {
    if (isEditing || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    editButtonRef.current?.focus();
  }, [isEditing]);

  const finishEditing = () => {
    shouldRefocus.current = true;
    setEditing(false);
  };

  return (
    <div className="grid gap-6">
      <ProfileSummary user={user} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>{t('profile.info.title')}</CardTitle>
            <CardDescription>{t(isEditing ? 'profile.info.editing' : 'profile.info.viewing')}</CardDescription>
          </div>
          {!isEditing && (
            <Button ref={editButtonRef} variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {t('profile.info.edit')}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {isEditing ? <ProfileForm user={user} onDone={finishEditing} /> : <ProfileDetails user={user} />}
        </CardContent>
      </Card>
    </div>
  );
}
