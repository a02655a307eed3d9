import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Tooltip.css';
import {
  Anchor,
  Button,
  Card,
  Center,
  EmptyState,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FileIcon, PlusIcon, SearchIcon, WandIcon } from '../../components/icons.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useMe } from '../auth/me-query.ts';
import { doctypeKeys, useDoctypes } from '../doctypes/doctypes-api.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import type { WizardStart } from '../wizard/wizard-state.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { FileDropArea } from '../uploads/FileDropArea.tsx';
import { useUploadSummaries } from '../uploads/uploads-api.ts';
import { PageFileDrop } from '../uploads/PageFileDrop.tsx';
import { DoctypeCard } from './DoctypeCard.tsx';
import { UnfinishedDrafts } from './UnfinishedDrafts.tsx';
import { reachedDoctypeLimit } from './doctype-limit.ts';
import { filterDoctypes } from './doctype-search.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';
import actionsClasses from './dashboard-actions.module.css';

const limitReasonId = 'doctype-limit-reason';

/** Search, a card per doctype, create by wizard or by hand; dropping a file starts the wizard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const doctypes = useDoctypes();
  const summaries = useUploadSummaries();
  const me = useMe();
  // At the plan's limit the create controls say so before a sample is chosen, not after.
  const limit = me && doctypes.data ? reachedDoctypeLimit(me, doctypes.data) : null;
  const isAtLimit = limit !== null;
  const [query, setQuery] = useState('');
  const matches = filterDoctypes(doctypes.data ?? [], query);
  const go = (to: string) => void navigate(to);

  const startWizard = async (start: WizardStart) => {
    const { openWizard } = await import('../wizard/WizardDialog.tsx');
    const id = await openWizard(t('doctypes.wizard.title'), start, go);
    // Finished or cancelled, the wizard's draft is no longer unfinished; a cancelled one took
    // the notifications about its sample with it.
    void queryClient.invalidateQueries({ queryKey: doctypeKeys.drafts });
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    if (id) go(doctypeRecordsPath(id));
  };

  const createManually = async () => {
    const { openCreateDoctypeDialog } = await import('../doctypes/CreateDoctypeForm.tsx');
    const doctype = await openCreateDoctypeDialog(t('doctypes.create.title'), go);
    if (doctype) go(`/doctype/${doctype.id}/fields`);
  };

  const isEmpty = doctypes.isSuccess && doctypes.data.length === 0;

  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <PageFileDrop
        hint={t('doctypes.dashboard.drop_hint')}
        onFiles={(files) => void startWizard({ file: files[0]! })}
        testId="dashboard-drop-overlay"
      />
      <Stack>
        <Group justify="space-between">
          <TextInput
            placeholder={t('doctypes.dashboard.search')}
            aria-label={t('doctypes.dashboard.search')}
            leftSection={<SearchIcon />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && matches[0]) go(doctypeRecordsPath(matches[0].id));
            }}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
            type="search"
          />
          <Group gap="sm" className={actionsClasses.actions}>
            <Button
              leftSection={<WandIcon />}
              disabled={isAtLimit}
              aria-describedby={isAtLimit ? limitReasonId : undefined}
              onClick={() => void startWizard({ file: null })}
            >
              {t('doctypes.dashboard.create_wizard')}
            </Button>
            <Button
              variant="default"
              leftSection={<PlusIcon />}
              disabled={isAtLimit}
              aria-describedby={isAtLimit ? limitReasonId : undefined}
              onClick={() => void createManually()}
            >
              {t('doctypes.dashboard.create_manual')}
            </Button>
          </Group>
        </Group>
        {isAtLimit && (
          <Text size="sm" c="dimmed" ta="right" id={limitReasonId} data-testid="doctype-limit">
            {t('doctypes.dashboard.limit_reached', { count: limit })}{' '}
            <Anchor component={Link} to="/payment/subscription" size="sm">
              {t('doctypes.dashboard.upgrade')}
            </Anchor>
          </Text>
        )}
        {doctypes.isPending && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {doctypes.isError && <ErrorCard error={doctypes.error} onNavigate={go} />}
        {isEmpty && (
          <EmptyState
            icon={<FileIcon size={32} />}
            withIndicatorBackground
            title={t('dashboard.empty_title')}
            description={t('doctypes.dashboard.empty_hint')}
            data-testid="dashboard-empty"
            py="xl"
          >
            <FileDropArea
              label={t('doctypes.dashboard.empty_pick')}
              onFiles={(files) => void startWizard({ file: files[0]! })}
              testId="dashboard-empty-pick"
            />
          </EmptyState>
        )}
        {doctypes.isSuccess && !isEmpty && matches.length === 0 && (
          // Where the cards would be, alone: under the add tile it read as a card of its own.
          <Text c="dimmed" ta="center" py="xl" data-testid="dashboard-no-match">
            {t('nothing_found')}
          </Text>
        )}
        {doctypes.isSuccess && matches.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            role="list"
            aria-label={t('doctypes.dashboard.list')}
          >
            {matches.map((doctype) => (
              <div role="listitem" key={doctype.id}>
                <DoctypeCard
                  doctype={doctype}
                  summary={summaries.data && (summaries.data.get(doctype.id) ?? null)}
                />
              </div>
            ))}
            {!isAtLimit && (
              <div role="listitem">
                <Card
                  withBorder
                  padding={0}
                  radius="md"
                  style={{ borderStyle: 'dashed', height: '100%' }}
                >
                  <UnstyledButton
                    onClick={() => void startWizard({ file: null })}
                    p="lg"
                    style={{ height: '100%' }}
                    data-testid="doctype-add-tile"
                  >
                    <Group justify="center" gap="xs" c="dimmed" h="100%">
                      <PlusIcon />
                      <Text>{t('doctypes.dashboard.add_tile')}</Text>
                    </Group>
                  </UnstyledButton>
                </Card>
              </div>
            )}
          </SimpleGrid>
        )}
        <UnfinishedDrafts
          onContinue={(draft) => void startWizard({ resumed: draft })}
          limitReasonId={isAtLimit ? limitReasonId : null}
        />
      </Stack>
    </>
  );
}
