import type { Doctype } from '@docsift/core/doctype';
import type { RecordView } from '@docsift/core/record-filter';
import type { Upload } from '@docsift/core/upload';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { DownloadIcon } from '../../components/icons.tsx';
import { isDownloadOffered } from './export-request.ts';
import { DownloadDialog } from './DownloadDialog.tsx';

interface DownloadButtonProps {
  doctype: Doctype;
  /** The upload the records view shows; null for all uploads. */
  upload: Upload | null;
  /** The table's search, filters and sort: the file holds what the table shows. */
  view: RecordView;
}

/** Opens the download dialog over the records view, when spec section 4 offers a download. */
export function DownloadButton({ doctype, upload, view }: DownloadButtonProps) {
  const { t } = useTranslation();
  if (!isDownloadOffered(doctype, upload)) return null;
  const open = () =>
    void openDialog<void>({
      title: t('doctypes.exports.title'),
      render: (close, dialog) => (
        <DownloadDialog
          doctype={doctype}
          upload={upload}
          view={view}
          onClose={() => close()}
          holdEscape={dialog.holdEscape}
        />
      ),
    });
  return (
    <Button
      size="sm"
      variant="default"
      leftSection={<DownloadIcon size={14} />}
      onClick={open}
      data-testid="records-download"
    >
      {t('doctypes.exports.open')}
    </Button>
  );
}
