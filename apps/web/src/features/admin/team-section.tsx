import type { ApiResponse } from '@aangan/domain';
import { UserMinusIcon } from 'lucide-react';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useI18n } from '../../i18n/use-i18n';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddModeratorForm } from './add-moderator-form';
import { useChangeTeamRole, useTeam } from './api';
import { useAdminWords } from './messages';

type TeamMember = ApiResponse<'team'>['members'][number];

/** One person on the team; an admin may take a moderator's role away (never their own, never an admin's). */
function MemberRow({ member, canRemove }: { member: TeamMember; canRemove: boolean }) {
  const { ROLE_LABELS } = useAdminWords();
  const { t } = useI18n();
  const changeRole = useChangeTeamRole();
  const remove = async () => {
    try {
      await changeRole.mutateAsync({ email: member.email, role: 'member', from: member.role });
      toast.success(t('admin.team.removed'), {
        description: t('admin.team.removedDescription', { email: member.email }),
      });
    } catch (error) {
      toast.error(t('admin.team.removeFailed'), { description: errorMessage(error, t('admin.tryAgain')) });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-foreground">{member.name || member.email}</p>
        <p className="break-all text-muted-foreground text-sm">{member.email}</p>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={member.role === 'admin' ? 'brand' : 'soft'}>{ROLE_LABELS[member.role]}</Badge>
        {canRemove && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void remove()}
            disabled={changeRole.isPending}
            aria-label={t('admin.team.removeLabel', { email: member.email })}
          >
            <UserMinusIcon aria-hidden="true" />
            {t('admin.team.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

function TeamList({ isAdmin, myEmail }: { isAdmin: boolean; myEmail: string }) {
  const { t } = useI18n();
  const { data, isError, isFetching, refetch } = useTeam();
  if (!data && isError) {
    return (
      <LoadErrorPanel
        title={t('admin.team.loadFailedTitle')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{t('admin.team.loadFailed')}</p>
      </LoadErrorPanel>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3 py-3">
        <span role="status" className="sr-only">
          {t('admin.team.loading')}
        </span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {data.members.map((member) => (
        <MemberRow
          key={member.email}
          member={member}
          canRemove={isAdmin && member.role === 'moderator' && member.email !== myEmail}
        />
      ))}
    </ul>
  );
}

/** The team (issue 16): everyone with a role; admins add and remove moderators here. */
export function TeamSection() {
  const { SECTION_LABELS, sectionTitle } = useAdminWords();
  const { t } = useI18n();
  useDocumentTitle(sectionTitle(SECTION_LABELS.team));
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-foreground text-lg leading-tight">{SECTION_LABELS.team}</h2>
        <CardDescription>{t('admin.team.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isAdmin && <AddModeratorForm />}
        <TeamList isAdmin={isAdmin} myEmail={user?.email ?? ''} />
      </CardContent>
    </Card>
  );
}
