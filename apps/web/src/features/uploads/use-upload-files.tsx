import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCEPTED_FILES } from './accepted-files.ts';

/** Upload files to a doctype through the multi-file dialog, from the returned picker or a drop. */
export function useUploadFiles(target: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  const uploadFiles = (files: File[]) => {
    if (files.length === 0) return;
    void import('./UploadDialog.tsx').then(({ openUploadDialog }) =>
      openUploadDialog(
        t('doctypes.uploads.dialog_title'),
        target,
        files,
        (to) => void navigate(to),
      ),
    );
  };

  const picker = (
    <input
      ref={input}
      type="file"
      accept={ACCEPTED_FILES}
      multiple
      hidden
      data-testid="upload-picker"
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        uploadFiles(files);
      }}
    />
  );

  return { pickFiles: () => input.current?.click(), uploadFiles, picker };
}
