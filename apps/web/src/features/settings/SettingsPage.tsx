import '@mantine/core/styles/Badge.css';
import type { UpdateSettingsBody } from '@docsift/core/settings';
import { languages, languageSchema, retentionSchema } from '@docsift/core/settings';
import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ProTag } from '../../components/ProTag.tsx';
import { applyLanguage } from '../../lib/i18n/i18n.ts';
import { useSetMe, useSignedInMe } from '../auth/me-query.ts';
import { updateSettings } from './settings-api.ts';
import { retentionView } from './retention-view.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

export function SettingsPage() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const setMe = useSetMe();
  const retention = retentionView(me.role, me.settings.uploadRetention);

  const save = useNotifiedMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      setMe({ ...me, settings });
      void showFlash({ message: t('successfully_saved') });
    },
  });

  const saveSetting = async (body: UpdateSettingsBody) => {
    // The language switches the UI at once; the server stores it for e-mails and other devices.
    if (body.language) await applyLanguage(body.language);
    save.mutate(body);
  };

  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Paper withBorder p="lg" maw={560}>
        <Stack gap="lg">
          <NativeSelect
            label={t('preferences.language')}
            description={t('settings.language_hint')}
            value={me.settings.language}
            data={languages.map((value) => ({ value, label: t(`preferences.languages.${value}`) }))}
            onChange={(event) => {
              const parsed = languageSchema.safeParse(event.currentTarget.value);
              if (parsed.success) void saveSetting({ language: parsed.data });
            }}
            disabled={save.isPending}
          />
          <Stack gap={6}>
            <NativeSelect
              label={t('settings.retention')}
              description={t('settings.retention_hint')}
              value={String(retention.shown)}
              data={retention.choices.map(({ days, isAllowed }) => ({
                value: String(days),
                label: t('settings.retention_days', { days }),
                disabled: !isAllowed,
              }))}
              onChange={(event) => {
                const parsed = retentionSchema.safeParse(Number(event.currentTarget.value));
                if (parsed.success) void saveSetting({ uploadRetention: parsed.data });
              }}
              disabled={save.isPending}
            />
            {retention.limit !== null && (
              <Group gap="xs" wrap="nowrap" data-testid="retention-limit">
                <ProTag />
                <Text fz="sm">{t('settings.retention_limit', { days: retention.limit })}</Text>
              </Group>
            )}
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
