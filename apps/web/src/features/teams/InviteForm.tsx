import type { InviteBody } from '@docsift/core/team';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { nameOf } from './member-name.ts';
import { inviteMember } from './teams-api.ts';

const loadSchema = () => import('@docsift/core/team').then((module) => module.inviteBodySchema);

interface InviteFormProps {
  doctypeId: string;
  /** The team or its invitations changed. */
  onInvited: () => void;
}

/** An address to add: an account joins at once, an unknown address gets an invitation mail. */
export function InviteForm({ doctypeId, onInvited }: InviteFormProps) {
  const { t } = useTranslation();
  const { form, field, formError, reset, submit } = useApiForm<InviteBody>(loadSchema, {
    email: '',
  });
  const onSubmit = submit(async (values) => {
    const answer = await inviteMember(doctypeId, values);
    reset({ email: '' });
    onInvited();
    void showFlash({
      message:
        'member' in answer
          ? t('teams.added', { name: nameOf(answer.member) })
          : t('teams.invited', { email: answer.invitation.email }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorCard error={formError} />
      <Group align="flex-start" wrap="nowrap" mt={formError ? 'sm' : 0}>
        <TextInput
          type="email"
          autoComplete="off"
          label={t('teams.invite_label')}
          description={t('teams.invite_hint')}
          {...field('email')}
          required
          data-autofocus
          style={{ flex: 1 }}
        />
        {/* Level with the input: below the label and its description. */}
        <Button type="submit" loading={form.formState.isSubmitting} mt={58}>
          {t('teams.invite_button')}
        </Button>
      </Group>
    </form>
  );
}
