import '@mantine/core/styles/Table.css';
import type { Upload } from '@docsift/core/upload';
import { Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CellGridBlock, cellGridBlocks } from './cell-grid-blocks.ts';
import { useUploadOcr } from './uploads-api.ts';

/**
 * The text read from a file the browser cannot show (DOCX, spreadsheet), laid out as the
 * document it came from: paragraphs and tables on a page. Built from the stored text as React elements, so nothing
 * from the file reaches the page as markup.
 */
export function DocumentText({ upload }: { upload: Pick<Upload, 'id' | 'file'> }) {
  const { t } = useTranslation();
  const ocr = useUploadOcr(upload);
  if (upload.file.ocr == null) return <Text c="dimmed">{t('doctypes.preview.no_ocr')}</Text>;
  if (ocr.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (ocr.isError) return <Text c="red">{t('errors.internal')}</Text>;
  return (
    <Stack gap="sm" data-testid="document-text">
      {ocr.data.pages.map((page) => (
        <Paper key={page.number} withBorder p="lg" component="article">
          <Stack gap="xs">
            {cellGridBlocks(page).map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Block({ block }: { block: CellGridBlock }) {
  if (block.kind === 'line') return <Text size="sm">{block.text}</Text>;
  return (
    <Table withTableBorder withColumnBorders fz="sm">
      <Table.Tbody>
        {block.rows.map((cells, row) => (
          <Table.Tr key={row}>
            {cells.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
