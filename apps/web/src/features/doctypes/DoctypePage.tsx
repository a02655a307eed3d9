import '@mantine/core/styles/Tabs.css';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { UploadIcon } from '../../components/icons.tsx';
import { DoctypeActions } from './DoctypeActions.tsx';
import { DoctypeTitle } from './DoctypeTitle.tsx';
import { useDoctypeOrNull } from './doctypes-api.ts';
import { NotFoundView } from '../errors/NotFoundView.tsx';
import { useUploadFiles } from '../uploads/use-upload-files.tsx';
import { PageFileDrop } from '../uploads/PageFileDrop.tsx';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';
import classes from './doctype-tabs.module.css';

const tabs = ['fields', 'records', 'accuracy', 'integration'] as const;
type Tab = (typeof tabs)[number];

function activeTab(pathname: string): Tab {
  const segment = pathname.split('/')[3];
  return tabs.find((tab) => tab === segment) ?? 'records';
}

interface DoctypePageProps {
  /**
   * Starts the requests the records tab's first rows wait for, on the click that opens it. Given
   * by app/signed-in-routes.tsx: the records feature builds on this one, so this one does not import it.
   */
  prefetchRecordsTab: (queryClient: QueryClient, doctype: string) => void;
}

/** /doctype/:doctype: editable title, actions, the four tabs; files dropped anywhere on it upload. */
export function DoctypePage({ prefetchRecordsTab }: DoctypePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const id = useParams().doctype!;
  const doctype = useDoctypeOrNull(id);
  const { pickFiles, uploadFiles, picker } = useUploadFiles(id);

  if (!doctype) return <NotFoundView />;
  return (
    <Stack gap="md">
      <PageFileDrop
        hint={t('doctypes.doctype.drop_hint', { title: doctype.title })}
        onFiles={uploadFiles}
        testId="doctype-drop-overlay"
      />
      {/* On a phone the actions go below the title rather than past the screen's edge. */}
      <Group justify="space-between">
        <DoctypeTitle key={doctype.id} doctype={doctype} />
        <Group gap="xs" wrap="nowrap">
          <Button leftSection={<UploadIcon />} onClick={pickFiles} variant="light">
            {t('doctypes.doctype.upload_files')}
          </Button>
          <DoctypeActions doctype={doctype} />
        </Group>
      </Group>
      {picker}
      <Tabs
        value={activeTab(pathname)}
        onChange={(tab) => {
          if (tab === 'records') prefetchRecordsTab(queryClient, id);
          if (tab)
            void navigate(tab === 'records' ? doctypeRecordsPath(id) : `/doctype/${id}/${tab}`);
        }}
        keepMounted={false}
        classNames={{ root: classes.tabs, list: classes.list, tab: classes.tab }}
      >
        <Tabs.List aria-label={t('doctypes.doctype.tabs_label')}>
          <Tabs.Tab value="records">{t('doctypes.doctype.tab_records')}</Tabs.Tab>
          <Tabs.Tab value="fields">{t('doctypes.doctype.tab_fields')}</Tabs.Tab>
          <Tabs.Tab value="accuracy">{t('doctypes.doctype.tab_accuracy')}</Tabs.Tab>
          <Tabs.Tab value="integration">{t('doctypes.doctype.tab_integration')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
