import type { UpdateProfileBody } from '@docsift/core/auth';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSetMe, useSignedInMe } from '../auth/me-query.ts';
import { updateProfile } from './account-api.ts';

const loadSchema = () =>
  import('@docsift/core/auth').then((module) => module.updateProfileBodySchema);

/** Read-only e-mail and the editable display name. */
export function ProfileForm() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const setMe = useSetMe();
  const { form, field, formError, submit } = useApiForm<UpdateProfileBody>(loadSchema, {
    displayName: me.displayName ?? '',
  });
  useUnsavedChangesPrompt(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const onSubmit = submit(async (values) => {
    const updated = await updateProfile(values);
    setMe(updated);
    form.reset({ displayName: updated.displayName ?? '' });
    void showFlash({ message: t('successfully_saved') });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <ErrorCard error={formError} />
        <TextInput
          label={t('fields.email')}
          value={me.email}
          readOnly
          variant="filled"
          data-testid="account-email"
        />
        <TextInput label={t('fields.display_name')} autoComplete="name" {...field('displayName')} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
