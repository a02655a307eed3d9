import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef } from 'react';
import { UploadIcon } from '../../components/icons.tsx';
import { ACCEPTED_FILES } from './accepted-files.ts';
import { useElementFileDrop } from './use-file-drop.ts';

interface FileDropAreaProps {
  label: string;
  hint?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  testId?: string;
}

/** A dashed area that takes dropped files and opens the file picker on click, Enter or Space. */
export function FileDropArea({
  label,
  hint,
  multiple = false,
  onFiles,
  testId,
}: FileDropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const { isOver, dropProps } = useElementFileDrop(onFiles);
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      {...dropProps}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: isOver ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <UnstyledButton
        onClick={() => input.current?.click()}
        style={{ width: '100%' }}
        data-testid={testId}
      >
        <Stack align="center" gap={4}>
          <UploadIcon size={28} />
          <Text fw={500} ta="center">
            {label}
          </Text>
          {hint && (
            <Text size="sm" c="dimmed" ta="center">
              {hint}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        multiple={multiple}
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Paper>
  );
}
