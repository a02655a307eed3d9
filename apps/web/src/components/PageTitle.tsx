import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { appTitle } from './app-title.ts';

/** The page's h1, mirrored into the document title. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(appTitle(children));
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}
