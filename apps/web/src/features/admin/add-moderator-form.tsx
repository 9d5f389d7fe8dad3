import { type ModeratorEmailInput, moderatorEmailSchema } from '@aangan/domain';
import { LoaderCircleIcon, UserPlusIcon } from 'lucide-react';
import { InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangeTeamRole } from './api';

/** Admins only: makes a signed-up member a moderator by their email. */
export function AddModeratorForm() {
  const { t } = useI18n();
  const changeRole = useChangeTeamRole();
  const {
    form: {
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<ModeratorEmailInput, ModeratorEmailInput>(moderatorEmailSchema, {
    defaultValues: { email: '' },
    fields: ['email'],
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await changeRole.mutateAsync({ email, role: 'moderator', from: 'member' });
    } catch (error) {
      showServerError(error, { title: t('admin.team.addFailed'), fallback: t('admin.tryAgain') });
      return;
    }
    reset({ email: '' });
    toast.success(t('admin.team.added'), { description: t('admin.team.addedDescription', { email }) });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('admin.team.addLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <InputField
          id="moderator-email"
          label={t('admin.team.emailLabel')}
          description={t('admin.team.emailHint')}
          type="email"
          autoComplete="off"
          placeholder={t('admin.team.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Button type="submit" disabled={changeRole.isPending} className="sm:mb-6">
        {changeRole.isPending ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <UserPlusIcon aria-hidden="true" />
        )}
        {t('admin.team.submit')}
      </Button>
    </form>
  );
}
