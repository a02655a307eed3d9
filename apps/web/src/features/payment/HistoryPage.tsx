import '@mantine/core/styles/Table.css';
import { Anchor, Button, Center, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { TableScroller } from '../../components/TableScroller.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { usePayments, useProducts } from './billing-api.ts';
import { paymentState } from './payment-status.ts';
import { priceText } from './price-text.ts';
import { productTitle } from './product-title.ts';

/** /payment/history: the latest 5 payments with their receipts, 100 after "show more". */
export function HistoryPage() {
  const { t, i18n } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const payments = usePayments(isExpanded);
  const products = useProducts();
  const nameOf = (productId: string | null) => {
    const product = products.data?.products.find(({ id }) => id === productId);
    return product ? productTitle(product, t, i18n.language) : '–';
  };
  const statusText = (status: string) => {
    const state = paymentState(status);
    return state ? t(`payment.payment_states.${state}`) : status;
  };
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = payments.data?.payments ?? [];
  return (
    <>
      <PageTitle>{t('payment.history')}</PageTitle>
      <Paper withBorder p="lg">
        <ErrorCard error={payments.error} />
        {payments.isPending && (
          <Center py="md">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {payments.isSuccess && rows.length === 0 && (
          <Text c="dimmed" data-testid="payments-empty">
            {t('payment.history_page.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <TableScroller minWidth={560}>
            <Table striped aria-label={t('payment.history')} data-testid="payment-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payment.history_page.when')}</Table.Th>
                  <Table.Th>{t('payment.history_page.product')}</Table.Th>
                  <Table.Th ta="right">{t('payment.history_page.amount')}</Table.Th>
                  <Table.Th>{t('payment.history_page.status')}</Table.Th>
                  <Table.Th>{t('payment.history_page.receipt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{when.format(payment.created)}</Table.Td>
                    <Table.Td>{nameOf(payment.productId)}</Table.Td>
                    <Table.Td ta="right">
                      {priceText(
                        { unitAmount: payment.amount, currency: payment.currency },
                        i18n.language,
                      )}
                    </Table.Td>
                    <Table.Td>{statusText(payment.status)}</Table.Td>
                    <Table.Td>
                      {payment.receiptUrl ? (
                        <Anchor href={payment.receiptUrl} target="_blank" rel="noreferrer" inherit>
                          {t('payment.history_page.open_receipt')}
                        </Anchor>
                      ) : (
                        '–'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
        {!isExpanded && payments.data?.hasMore && (
          <Group justify="center" mt="md">
            <Button variant="default" onClick={() => setExpanded(true)}>
              {t('payment.usage_page.more')}
            </Button>
          </Group>
        )}
      </Paper>
    </>
  );
}
