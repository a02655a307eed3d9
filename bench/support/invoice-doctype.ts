/** The doctype the CLI benches extract the generated invoice (makeInvoicePdf) with. */
export const invoiceDoctype = {
  title: 'Invoices',
  mode: 'one:single',
  prompt: 'Invoices from suppliers',
  fields: [
    { caption: 'Invoice number', type: 'string' },
    { caption: 'Total', type: 'number' },
  ],
};
