/**
 * What the offline engine knows about invoices, receipts and tables, as data: concepts with the
 * words that name them in a field's caption or description (`terms`) and the labels documents
 * print for them (`labels`), in English, German, French and Dutch. Matching is on accent-free,
 * lower-case tokens, so "Rechnungs-Nr." is written here as "rechnungs nr".
 */

/** How a concept's value looks on the page. */
export type ValueKind = 'amount' | 'quantity' | 'percent' | 'date' | 'identifier' | 'currency' | 'iban' | 'vat-id' | 'email' | 'phone' | 'name' | 'address' | 'text';

/** header: one value per document or page; column: a table column. */
export type ConceptScope = 'header' | 'column';

export interface Concept {
  id: string;
  scope: ConceptScope;
  kind: ValueKind;
  terms: string[];
  labels: string[];
  /** Tokens that, next to a label, mean a different concept ("Total HT" is not the gross total). */
  conflicts?: string[];
  /** Tokens that cancel a conflict: "Total incl. GST" is the gross total although GST is named. */
  affirms?: string[];
  /** Where several labelled values compete, the last one on the document wins (totals) rather than the first. */
  prefersLast?: boolean;
  caption: { en: string; de: string };
}

const NET_WORDS = ['net', 'netto', 'ht', 'excl', 'exkl', 'exclusive', 'excluding', 'ohne', 'before', 'sub', 'subtotal', 'zwischensumme', 'zzgl', 'basis', 'base'];
const GROSS_WORDS = ['brutto', 'gross', 'incl', 'inkl', 'including', 'inclusive', 'ttc', 'einschl'];

export const concepts: readonly Concept[] = [
  {
    id: 'invoice-number',
    scope: 'header',
    kind: 'identifier',
    terms: ['invoice number', 'invoice no', 'invoice id', 'invoice identifier', 'receipt number', 'bill number', 'document number', 'rechnungsnummer', 'belegnummer', 'rechnungs nr', 'numero de facture', 'factuurnummer'],
    labels: [
      'invoice number', 'invoice no', 'invoice #', 'invoice nr', 'invoice id', 'invoice', 'inv no', 'bill no', 'bill number', 'receipt no', 'receipt number', 'receipt #', 'document no', 'doc no',
      'rechnungsnummer', 'rechnungs nr', 'rechnung nr', 'rechnung #', 'rechnung', 're nr', 'beleg nr', 'belegnummer', 'belegnr', 'rechnungsnr', 'gutschrift nr', 'gutschriftsnummer',
      'facture', 'facture n', 'facture no', 'n de facture', 'numero de facture', 'factuur', 'factuurnummer', 'factuurnr', 'factuur nr',
    ],
    caption: { en: 'Invoice number', de: 'Rechnungsnummer' },
  },
  {
    id: 'invoice-date',
    scope: 'header',
    kind: 'date',
    terms: ['invoice date', 'issue date', 'date', 'receipt date', 'rechnungsdatum', 'belegdatum', 'datum', 'date de facture', 'factuurdatum'],
    labels: [
      'invoice date', 'date of invoice', 'date of issue', 'issue date', 'issued', 'billing date', 'bill date', 'receipt date', 'date', 'dated', 'tax point',
      'rechnungsdatum', 'belegdatum', 'ausstellungsdatum', 'datum', 'rechnungs datum', 'date de facture', 'date facture', 'date d emission', 'factuurdatum', 'datum factuur',
    ],
    caption: { en: 'Invoice date', de: 'Rechnungsdatum' },
  },
  {
    id: 'due-date',
    scope: 'header',
    kind: 'date',
    terms: ['due date', 'payment due', 'due', 'faelligkeit', 'falligkeit', 'falligkeitsdatum', 'zahlungsziel', 'date d echeance', 'vervaldatum'],
    labels: [
      'due date', 'payment due', 'payment due date', 'due on', 'due', 'pay by', 'payable by', 'falligkeitsdatum', 'fallig am', 'falligkeit', 'zahlbar bis', 'zahlungsziel', 'zahlbar bis zum',
      'bitte uberweisen sie bis zum', 'date d echeance', 'echeance', 'a payer avant le', 'vervaldatum', 'te betalen voor',
    ],
    caption: { en: 'Due date', de: 'Fälligkeitsdatum' },
  },
  {
    id: 'delivery-date',
    scope: 'header',
    kind: 'date',
    terms: ['delivery date', 'service date', 'lieferdatum', 'leistungsdatum'],
    labels: ['delivery date', 'service date', 'date of supply', 'lieferdatum', 'leistungsdatum', 'liefer und leistungsdatum', 'leistungszeitraum', 'date de livraison', 'leverdatum'],
    caption: { en: 'Delivery date', de: 'Lieferdatum' },
  },
  {
    id: 'amount-due',
    scope: 'header',
    kind: 'amount',
    terms: ['amount due', 'balance due', 'amount payable', 'zahlbetrag', 'zu zahlen', 'solde a payer', 'net a payer', 'te betalen'],
    labels: [
      'amount due', 'balance due', 'total due', 'amount payable', 'total amount due', 'please pay', 'amount to pay', 'zahlbetrag', 'zu zahlender betrag', 'zu zahlen', 'offener betrag', 'restbetrag',
      'solde a payer', 'net a payer', 'montant du', 'reste a payer', 'te betalen', 'openstaand bedrag',
    ],
    prefersLast: true,
    caption: { en: 'Amount due', de: 'Zahlbetrag' },
  },
  {
    id: 'net-total',
    scope: 'header',
    kind: 'amount',
    terms: ['net total', 'net amount', 'subtotal', 'total without vat', 'excluding tax', 'nettobetrag', 'nettosumme', 'summe netto', 'steuerbasis', 'total ht', 'montant ht'],
    labels: [
      'net total', 'net amount', 'total net', 'net', 'subtotal', 'sub total', 'total excl vat', 'total excluding vat', 'total excl tax', 'total before tax', 'amount before tax', 'total ex vat',
      'nettobetrag', 'nettosumme', 'summe netto', 'netto', 'gesamt netto', 'netto gesamt', 'zwischensumme', 'rechnungssumme ohne ust', 'gesamtbetrag netto', 'warenwert', 'steuerbasis', 'basisbetrag', 'summe positionen', 'positionssumme',
      'total ht', 'montant ht', 'sous total', 'subtotaal', 'totaal excl btw', 'bedrag excl btw',
    ],
    conflicts: GROSS_WORDS,
    prefersLast: true,
    caption: { en: 'Net amount', de: 'Nettobetrag' },
  },
  {
    id: 'vat-total',
    scope: 'header',
    kind: 'amount',
    terms: ['vat total', 'vat amount', 'tax amount', 'total tax', 'total vat', 'tax', 'vat', 'gst', 'steuerbetrag', 'mehrwertsteuer', 'mwst', 'ust', 'umsatzsteuer', 'tva', 'btw'],
    labels: [
      'vat', 'vat amount', 'total vat', 'tax', 'tax amount', 'total tax', 'sales tax', 'gst', 'gst amount', 'total gst', 'mwst', 'mwst betrag', 'mehrwertsteuer', 'ust', 'zzgl ust', 'zuzugl ust',
      'umsatzsteuer', 'steuerbetrag', 'steuer', 'tva', 'total tva', 'montant tva', 'total taxes', 'btw', 'btw bedrag', 'totaal btw',
    ],
    conflicts: [...GROSS_WORDS, 'ohne', 'excl', 'exkl', 'excluding', 'id', 'nr', 'no', 'number', 'reg', 'registration', 'rate', '%', 'satz'],
    prefersLast: true,
    caption: { en: 'VAT amount', de: 'MwSt.-Betrag' },
  },
  {
    id: 'gross-total',
    scope: 'header',
    kind: 'amount',
    terms: ['gross total', 'total amount', 'grand total', 'invoice total', 'total including', 'total', 'amount', 'bruttosumme', 'bruttobetrag', 'gesamtbetrag', 'rechnungsbetrag', 'summe', 'total ttc'],
    labels: [
      'total', 'grand total', 'total amount', 'invoice total', 'total incl vat', 'total including vat', 'total incl tax', 'total inc gst', 'total incl gst', 'total inclusive gst', 'gross total', 'gross amount', 'nett total', 'total sales', 'total rm', 'amount',
      'gesamtbetrag', 'gesamtsumme', 'summe', 'bruttobetrag', 'bruttosumme', 'brutto', 'rechnungsbetrag', 'endbetrag', 'summe inkl ust', 'gesamt brutto', 'gesamtbetrag brutto', 'rechnungssumme', 'gesamt',
      'total ttc', 'montant ttc', 'montant total', 'totaal', 'totaal incl btw', 'totaalbedrag', 'te voldoen',
    ],
    conflicts: [...NET_WORDS, 'tax', 'vat', 'gst', 'tva', 'btw', 'mwst', 'ust', 'steuer', 'taxes', 'qty', 'quantity', 'items', 'item', 'discount', 'rabatt', 'savings', 'due', 'cash', 'change', 'paid', 'tendered', 'rounding'],
    affirms: GROSS_WORDS,
    prefersLast: true,
    caption: { en: 'Total amount', de: 'Gesamtbetrag' },
  },
  {
    id: 'currency',
    scope: 'header',
    kind: 'currency',
    terms: ['currency', 'waehrung', 'wahrung', 'iso 4217', 'devise', 'valuta'],
    labels: ['currency', 'wahrung', 'rechnungswahrung', 'devise', 'valuta'],
    caption: { en: 'Currency', de: 'Währung' },
  },
  {
    id: 'iban',
    scope: 'header',
    kind: 'iban',
    terms: ['iban', 'bank account'],
    labels: ['iban', 'iban nr', 'bank account', 'kontonummer', 'konto'],
    caption: { en: 'IBAN', de: 'IBAN' },
  },
  {
    id: 'vat-id',
    scope: 'header',
    kind: 'vat-id',
    terms: ['vat number', 'vat id', 'vat registration', 'tax id', 'ust id', 'ust idnr', 'umsatzsteuer id', 'steuernummer', 'tva intracommunautaire', 'btw nummer', 'gst id', 'gst reg'],
    labels: [
      'vat number', 'vat no', 'vat id', 'vat reg no', 'vat registration number', 'vat registration no', 'tax id', 'tax number', 'gst id', 'gst reg no', 'gst no', 'gstin',
      'ust id', 'ust idnr', 'ust id nr', 'ust nr', 'umsatzsteuer id', 'umsatzsteuer identifikationsnummer', 'ust identnr', 'steuernummer', 'st nr',
      'n tva', 'tva', 'numero de tva', 'tva intracommunautaire', 'btw nummer', 'btw nr', 'btw',
    ],
    caption: { en: 'VAT number', de: 'USt-IdNr.' },
  },
  {
    id: 'email',
    scope: 'header',
    kind: 'email',
    terms: ['email', 'e mail', 'mail'],
    labels: ['email', 'e mail', 'mail', 'courriel'],
    caption: { en: 'E-mail', de: 'E-Mail' },
  },
  {
    id: 'phone',
    scope: 'header',
    kind: 'phone',
    terms: ['phone', 'telephone', 'telefon', 'tel'],
    labels: ['phone', 'tel', 'telephone', 'telefon', 'fon', 'tel no'],
    caption: { en: 'Phone', de: 'Telefon' },
  },
  {
    id: 'customer-number',
    scope: 'header',
    kind: 'identifier',
    terms: ['customer number', 'customer no', 'account number', 'kundennummer', 'kunden nr', 'numero client', 'klantnummer'],
    labels: ['customer number', 'customer no', 'customer id', 'account number', 'account no', 'kundennummer', 'kunden nr', 'kundennr', 'numero client', 'n client', 'klantnummer'],
    caption: { en: 'Customer number', de: 'Kundennummer' },
  },
  {
    id: 'order-number',
    scope: 'header',
    kind: 'identifier',
    terms: ['order number', 'order no', 'purchase order', 'po number', 'bestellnummer', 'auftragsnummer'],
    labels: ['order number', 'order no', 'order #', 'po number', 'po no', 'purchase order', 'bestellnummer', 'bestell nr', 'auftragsnummer', 'auftrags nr', 'ihre bestellung', 'commande', 'n de commande', 'bestelnummer', 'votre reference'],
    caption: { en: 'Order number', de: 'Bestellnummer' },
  },
  {
    id: 'seller',
    scope: 'header',
    kind: 'name',
    terms: ['seller', 'vendor', 'issuer', 'supplier', 'company', 'merchant', 'store', 'shop', 'issued', 'verkaufer', 'lieferant', 'firma', 'aussteller', 'rechnungssteller', 'handler', 'fournisseur', 'vendeur', 'leverancier'],
    labels: ['seller', 'vendor', 'supplier', 'issuer', 'sold by', 'verkaufer', 'lieferant', 'rechnungssteller', 'leistungserbringer', 'fournisseur', 'vendeur', 'leverancier', 'verkoper'],
    caption: { en: 'Seller', de: 'Verkäufer' },
  },
  {
    id: 'buyer',
    scope: 'header',
    kind: 'name',
    terms: ['buyer', 'customer', 'recipient', 'bill to', 'client', 'kaufer', 'kunde', 'empfanger', 'rechnungsempfanger', 'acheteur', 'klant', 'afnemer'],
    labels: [
      'buyer', 'bill to', 'billed to', 'invoice to', 'sold to', 'ship to', 'customer', 'client', 'recipient', 'kaufer', 'rechnungsempfanger', 'leistungsempfanger', 'kaufer leistungsempfanger', 'kunde', 'empfanger',
      'rechnungsadresse', 'acheteur', 'facture a', 'adresse de facturation', 'klant', 'afnemer', 'factuuradres',
    ],
    caption: { en: 'Buyer', de: 'Käufer' },
  },
  {
    id: 'address',
    scope: 'header',
    kind: 'address',
    terms: ['address', 'anschrift', 'adresse', 'adres'],
    labels: ['address', 'anschrift', 'adresse', 'adres'],
    caption: { en: 'Address', de: 'Anschrift' },
  },
  {
    id: 'item-code',
    scope: 'column',
    kind: 'identifier',
    terms: ['item code', 'article', 'product code', 'sku', 'artikelnummer', 'art nr', 'reference'],
    labels: ['item code', 'item no', 'code', 'sku', 'article no', 'art no', 'product code', 'part no', 'artikelnummer', 'artikel nr', 'art nr', 'artikelnr', 'reference', 'ref', 'artikelcode', 'artikelnummer'],
    caption: { en: 'Item code', de: 'Artikelnummer' },
  },
  {
    id: 'description',
    scope: 'column',
    kind: 'text',
    terms: ['description', 'item', 'product', 'name', 'bezeichnung', 'beschreibung', 'artikel', 'leistung', 'designation', 'omschrijving'],
    labels: [
      'description', 'item', 'items', 'product', 'product name', 'article', 'service', 'services', 'item description', 'details',
      'bezeichnung', 'beschreibung', 'artikel', 'artikelbezeichnung', 'leistung', 'produkt', 'leistungsbeschreibung', 'position', 'designation', 'libelle', 'omschrijving', 'produit',
    ],
    caption: { en: 'Description', de: 'Bezeichnung' },
  },
  {
    id: 'quantity',
    scope: 'column',
    kind: 'quantity',
    terms: ['quantity', 'qty', 'menge', 'anzahl', 'quantite', 'aantal'],
    labels: ['quantity', 'qty', 'qty.', 'menge', 'anzahl', 'anz', 'stuck', 'quantite', 'qte', 'aantal', 'units', 'hours', 'stunden'],
    caption: { en: 'Quantity', de: 'Menge' },
  },
  {
    id: 'unit-price',
    scope: 'column',
    kind: 'amount',
    terms: ['unit price', 'price per unit', 'unit net price', 'net price', 'rate', 'einzelpreis', 'nettopreis', 'stuckpreis', 'prix unitaire', 'stukprijs'],
    labels: ['unit price', 'price', 'unit cost', 'rate', 'price per unit', 'net price', 'einzelpreis', 'preis', 'stuckpreis', 'nettopreis', 'e preis', 'ep', 'einzel preis', 'prix unitaire', 'prix', 'pu', 'stukprijs', 'prijs'],
    caption: { en: 'Unit price', de: 'Einzelpreis' },
  },
  {
    id: 'line-total',
    scope: 'column',
    kind: 'amount',
    terms: ['line total', 'line amount', 'line net amount', 'amount', 'total', 'positionsbetrag', 'gesamtpreis', 'montant', 'bedrag'],
    labels: ['amount', 'total', 'line total', 'sum', 'net amount', 'gesamtpreis', 'gesamt', 'betrag', 'summe', 'positionsbetrag', 'positionswert', 'gesamtpreis netto', 'montant', 'montant ht', 'prix ht', 'total ht', 'bedrag', 'totaal'],
    caption: { en: 'Amount', de: 'Betrag' },
  },
  {
    id: 'tax-rate',
    scope: 'column',
    kind: 'percent',
    terms: ['tax rate', 'vat rate', 'vat %', 'steuersatz', 'ust satz', 'taux tva'],
    labels: ['vat %', 'vat rate', 'tax rate', 'tax %', 'ust', 'ust %', 'mwst', 'mwst %', 'steuersatz', 'tva', 'taux', 'btw', 'btw %'],
    caption: { en: 'VAT rate', de: 'Steuersatz' },
  },
];

/** Words that open a summary row ("Total", "Summe netto"), which is not a table record. */
export const summaryRowWords: readonly string[] = ['total', 'totals', 'subtotal', 'sub', 'summe', 'zwischensumme', 'gesamt', 'gesamtsumme', 'ubertrag', 'carried', 'sous', 'totaal', 'subtotaal'];

/** Legal forms that mark a line as a company name. */
export const legalForms: readonly string[] = [
  'gmbh', 'ag', 'kg', 'ohg', 'ug', 'e k', 'ek', 'eg', 'a g', 'ltd', 'limited', 'inc', 'llc', 'llp', 'plc', 'corp', 'corporation',
  'sdn bhd', 'bhd', 'sdn', 's b', 'pte', 'pvt', 'enterprise', 'enterprises', 'trading', 'b v', 'bv', 'n v', 'nv', 'sarl', 'sas', 'sa', 's a', 'srl', 'spa', 'oy', 'ab', 'as',
];

/** Salutations that precede a person's name on its own line ("Herrn" / "Max Mustermann"). */
export const salutations: readonly string[] = ['herrn', 'herr', 'frau', 'firma', 'mr', 'mrs', 'ms', 'miss', 'monsieur', 'madame', 'mme', 'dhr', 'mevrouw'];

/** Document titles printed at the top that are not the issuer's name. */
export const documentTitles: readonly string[] = [
  'invoice', 'tax invoice', 'receipt', 'official receipt', 'cash bill', 'cash receipt', 'bill', 'simplified tax invoice', 'credit note', 'statement', 'guest check',
  'rechnung', 'quittung', 'beleg', 'kassenbon', 'gutschrift', 'lieferschein', 'facture', 'avoir', 'factuur', 'bon',
];

/** Headings of address blocks that are not the buyer's ("Adresse de livraison"), so the buyer is looked for elsewhere. */
export const otherAddressHeadings: readonly string[] = [
  'delivery address', 'ship to', 'shipping address', 'lieferadresse', 'lieferanschrift', 'adresse de livraison', 'livraison', 'afleveradres',
];
