import { type ModeratorEmailInput, moderatorEmailSchema } from '@aangan/domain';
import { LoaderCircleIcon, UserPlusIcon } from 'lucide-react';
import { InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangeTeamRole } from './api';

const FAILED = { title: 'Could not add the moderator', fallback: 'Please try again.' };

/** Admins only: makes a signed-up member a moderator by their email. */
export function AddModeratorForm() {
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
      showServerError(error, FAILED);
      return;
    }
    reset({ email: '' });
    toast.success('Moderator added', { description: `${email} can now open the team console.` });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a moderator"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <InputField
          id="moderator-email"
          label="New moderator’s email"
          description="The person must have signed up and verified their email."
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
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
        Make moderator
      </Button>
    </form>
  );
}
