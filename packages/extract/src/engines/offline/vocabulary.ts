/**
 * What the offline engine knows about invoices, receipts and tables, as data: concepts with the
 * words that name them in a field's caption or description (`terms`) and the labels documents
 * print for them (`labels`), in English, German, French and Dutch. Matching is on accent-free,
 * lower-case tokens, so "Rechnungs-Nr." is written here as "rechnungs nr".
 */

import { amountConcepts } from './amount-concepts.ts';
import { columnConcepts } from './column-concepts.ts';
import type { Concept } from './concept.ts';
import { documentConcepts } from './document-concepts.ts';
import { partyConcepts } from './party-concepts.ts';
import { paymentConcepts } from './payment-concepts.ts';

export type { Concept, ConceptScope, ValueKind } from './concept.ts';

/** Every concept, headers before columns, in the order matching tries them. */
export const concepts: readonly Concept[] = [
  ...documentConcepts,
  ...amountConcepts,
  ...partyConcepts,
  ...paymentConcepts,
  ...columnConcepts,
];

/** Words that open a summary row ("Total", "Summe netto"), which is not a table record. */
export const summaryRowWords: readonly string[] = [
  'total',
  'totals',
  'subtotal',
  'sub',
  'summe',
  'zwischensumme',
  'gesamt',
  'gesamtsumme',
  'ubertrag',
  'carried',
  'sous',
  'totaal',
  'subtotaal',
  'grand',
  // Statistical tables close with the figures over all groups.
  'pooled',
  'overall',
];

/** Words that open an allowance or charge line of an item table, which adjusts the items rather than being one. */
export const allowanceChargeWords: readonly string[] = [
  'remise',
  'rabais',
  'ristourne',
  'charge',
  'discount',
  'allowance',
  'surcharge',
  'rabatt',
  'nachlass',
  'abschlag',
  'zuschlag',
  'korting',
  'toeslag',
];

/** Keys of a "Name: …" line inside a party's block. */
export const nameKeys: readonly string[] = [
  'name',
  'company',
  'company name',
  'firma',
  'firmenname',
  'nom',
  'raison sociale',
  'naam',
  'bedrijfsnaam',
];

/** Legal forms that mark a line as a company name. */
export const legalForms: readonly string[] = [
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'e k',
  'ek',
  'eg',
  'a g',
  'ltd',
  'limited',
  'inc',
  'llc',
  'llp',
  'plc',
  'corp',
  'corporation',
  'sdn bhd',
  'bhd',
  'sdn',
  's b',
  'pte',
  'pvt',
  'enterprise',
  'enterprises',
  'trading',
  'b v',
  'bv',
  'n v',
  'nv',
  'sarl',
  'sas',
  'sa',
  's a',
  'srl',
  'spa',
  'oy',
  'ab',
  'as',
];

/** Salutations that precede a person's name on its own line ("Herrn" / "Max Mustermann"). */
export const salutations: readonly string[] = [
  'herrn',
  'herr',
  'frau',
  'firma',
  'mr',
  'mrs',
  'ms',
  'miss',
  'monsieur',
  'madame',
  'mme',
  'dhr',
  'mevrouw',
];

/** Document titles printed at the top that are not the issuer's name. */
export const documentTitles: readonly string[] = [
  'invoice',
  'tax invoice',
  'receipt',
  'official receipt',
  'cash bill',
  'cash receipt',
  'bill',
  'simplified tax invoice',
  'credit note',
  'statement',
  'guest check',
  'rechnung',
  'quittung',
  'beleg',
  'kassenbon',
  'gutschrift',
  'lieferschein',
  'facture',
  'avoir',
  'factuur',
  'bon',
];

/** Headings of address blocks that are not the buyer's ("Adresse de livraison"), so the buyer is looked for elsewhere. */
export const otherAddressHeadings: readonly string[] = [
  'delivery address',
  'ship to',
  'shipping address',
  'lieferadresse',
  'lieferanschrift',
  'adresse de livraison',
  'livraison',
  'afleveradres',
];
