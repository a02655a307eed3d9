import { Overlay, Stack, Text } from '@mantine/core';
import { useModals } from '@mantine/modals';
import { UploadIcon } from '../../components/icons.tsx';
import { useWindowFileDrop } from './use-file-drop.ts';

interface PageFileDropProps {
  /** Shown over the page while files are dragged over it. */
  hint: string;
  onFiles: (files: File[]) => void;
  testId: string;
}

/** The whole page takes dropped files while it is shown and no dialog is open. */
export function PageFileDrop({ hint, onFiles, testId }: PageFileDropProps) {
  // With a dialog open (the wizard, the upload dialog), a drop belongs to the dialog.
  const hasDialog = useModals().modals.length > 0;
  const isDragging = useWindowFileDrop(onFiles, !hasDialog);
  if (!isDragging) return null;
  return (
    <Overlay fixed center backgroundOpacity={0.55} blur={2} zIndex={1000} data-testid={testId}>
      <Stack align="center" c="white">
        <UploadIcon size={48} />
        <Text fw={600} size="lg">
          {hint}
        </Text>
      </Stack>
    </Overlay>
  );
}
