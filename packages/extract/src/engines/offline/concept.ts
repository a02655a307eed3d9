/**
 * The shape of the offline engine's vocabulary: a concept, with the words that name it in a
 * field's caption or description (`terms`) and the labels documents print for it (`labels`),
 * in English, German, French and Dutch. Matching is on accent-free, lower-case tokens, so
 * "Rechnungs-Nr." is written here as "rechnungs nr".
 */

/** How a concept's value looks on the page. */
export type ValueKind =
  | 'amount'
  | 'quantity'
  | 'percent'
  | 'date'
  | 'identifier'
  | 'currency'
  | 'iban'
  | 'vat-id'
  | 'email'
  | 'phone'
  | 'name'
  | 'address'
  | 'text';

/** header: one value per document or page; column: a table column. */
export type ConceptScope = 'header' | 'column';

export interface Concept {
  id: string;
  scope: ConceptScope;
  /** Yes/No concepts are asked, not printed: their value is whether the document names them. */
  kind: ValueKind | 'boolean';
  terms: string[];
  labels: string[];
  /** Tokens that, next to a label, mean a different concept ("Total HT" is not the gross total). */
  conflicts?: string[];
  /** Tokens that cancel a conflict: "Total incl. GST" is the gross total although GST is named. */
  affirms?: string[];
  caption: { en: string; de: string };
}
