import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import type { LegalDocument } from './legal-documents.ts';
import { loadLegalDocument } from './legal-documents.ts';

function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const text = useQuery({
    queryKey: ['legal', document, language],
    queryFn: () => loadLegalDocument(document, language),
    staleTime: Infinity,
  });
  return (
    <AuthLayout title={t(`legal.${document}`)} width={760}>
      <article data-testid={`legal-${document}`}>
        {text.data ? <Markdown source={text.data} /> : <PageLoader label={t('common.loading')} />}
      </article>
    </AuthLayout>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
