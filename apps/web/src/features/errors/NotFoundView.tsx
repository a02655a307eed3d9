import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appTitle } from '../../components/app-title.ts';

interface NotFoundViewProps {
  /** Where "back" leads; the start page unless a nearer page makes more sense. */
  back?: { to: string; label: string };
  /** 2 when the view is part of a page that has its own heading. */
  order?: 1 | 2;
}

/** An address that leads nowhere (unknown path, unknown or deleted id) and the way back. */
export function NotFoundView({ back, order = 1 }: NotFoundViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  useDocumentTitle(appTitle(t('not_found.title')));
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" align="flex-start">
      <Title id={headingId} order={order} size="h2">
        {t('not_found.title')}
      </Title>
      <Text>{t('not_found.text')}</Text>
      <Anchor component={Link} to={back?.to ?? '/'}>
        {back?.label ?? t('not_found.home')}
      </Anchor>
    </Stack>
  );
}
