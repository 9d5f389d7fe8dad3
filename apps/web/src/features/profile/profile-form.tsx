import {
  isWebLink,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
  USER_TYPES,
} from '@aangan/domain';
import { LoaderCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { describedBy, FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useI18n } from '../../i18n/use-i18n';
import type { CurrentUser } from '../../lib/current-user';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useUpdateProfile } from './api';
import { USER_TYPE_MESSAGES } from './user-type-labels';

const EDITABLE_FIELDS = ['name', 'phone', 'type', 'avatarUrl'] as const;

/** Only web addresses go in the picture field; a stored upload's key is kept by not sending the field. */
function pictureAddressOf(avatarUrl: string | null): string {
  return avatarUrl && isWebLink(avatarUrl) ? avatarUrl : '';
}

function defaultsFor(user: CurrentUser): ProfileUpdateInput {
  return { name: user.name, phone: user.phone ?? '', type: user.type, avatarUrl: pictureAddressOf(user.avatarUrl) };
}

/** Edit mode of the profile: name, phone, type and picture address; the email is shown but not editable. */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useI18n();
  const avatarHint = t('profile.form.avatarHint');
  const updateProfile = useUpdateProfile();
  const {
    form: {
      control,
      register,
      handleSubmit,
      setFocus,
      formState: { errors, dirtyFields },
    },
    showFieldErrors,
  } = useSchemaForm<ProfileUpdateInput, ProfileUpdate>(profileUpdateSchema, {
    defaultValues: defaultsFor(user),
    fields: EDITABLE_FIELDS,
  });

  useEffect(() => setFocus('name'), [setFocus]);

  const save = handleSubmit(async ({ avatarUrl, ...fields }) => {
    const changes: ProfileUpdateInput = dirtyFields.avatarUrl ? { ...fields, avatarUrl } : fields;
    try {
      await updateProfile.mutateAsync(changes);
    } catch (error) {
      // The toast keeps its own words whatever the server said; the fields get the server's.
      showFieldErrors(error);
      toast.error(t('profile.form.failed'), { description: t('profile.form.failedDetail') });
      return;
    }
    toast.success(t('profile.form.updated'), { description: t('profile.form.updatedDetail') });
    onDone();
  });

  const isSaving = updateProfile.isPending;

  return (
    <form noValidate onSubmit={save} aria-label={t('profile.form.label')} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-name" label={t('profile.field.name')} error={errors.name?.message}>
          <Input
            id="profile-name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('profile-name', { error: errors.name?.message })}
            {...register('name')}
          />
        </FormField>

        <FormField id="profile-email" label={t('profile.field.email')} description={t('profile.form.emailNotEditable')}>
          <Input
            id="profile-email"
            type="email"
            value={user.email}
            readOnly
            disabled
            aria-describedby="profile-email-description"
          />
        </FormField>

        <FormField id="profile-phone" label={t('profile.field.phone')} error={errors.phone?.message}>
          <Input
            id="profile-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('profile.form.phonePlaceholder')}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('profile-phone', { error: errors.phone?.message })}
            {...register('phone')}
          />
        </FormField>

        <FormField id="profile-type" label={t('profile.field.type')} error={errors.type?.message}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={field.disabled}>
                <SelectTrigger
                  id="profile-type"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={errors.type ? true : undefined}
                  aria-describedby={describedBy('profile-type', { error: errors.type?.message })}
                >
                  <SelectValue placeholder={t('profile.form.chooseType')} />
                </SelectTrigger>
                <SelectContent>
                  {USER_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(USER_TYPE_MESSAGES[type])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>

        <div className="sm:col-span-2">
          <FormField
            id="profile-avatar"
            label={t('profile.form.avatar')}
            description={avatarHint}
            error={errors.avatarUrl?.message}
          >
            <Input
              id="profile-avatar"
              type="url"
              inputMode="url"
              placeholder={t('profile.form.avatarPlaceholder')}
              aria-invalid={errors.avatarUrl ? true : undefined}
              aria-describedby={describedBy('profile-avatar', {
                error: errors.avatarUrl?.message,
                description: avatarHint,
              })}
              {...register('avatarUrl')}
            />
          </FormField>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSaving}>
          {t('profile.form.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {t('profile.form.save')}
        </Button>
      </div>
    </form>
  );
}
