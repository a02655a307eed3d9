import { useTranslation } from 'react-i18next';
import { FileDropArea } from '../uploads/FileDropArea.tsx';

/** Step 0: one sample document, dropped or picked. */
export function WizardDrop({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  return (
    <FileDropArea
      label={t('doctypes.wizard.drop')}
      hint={t('doctypes.wizard.drop_hint')}
      onFiles={(files) => onFile(files[0]!)}
      testId="wizard-drop"
    />
  );
}
