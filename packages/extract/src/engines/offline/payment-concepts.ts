/**
 * How a receipt or invoice was paid, asked as a Yes/No field ("Paid by card"): a document prints
 * the card's scheme or the word card beside the amount charged, rarely the question's words.
 */
import type { Concept } from './concept.ts';

export const paymentConcepts: Concept[] = [
  {
    id: 'card-payment',
    scope: 'header',
    kind: 'boolean',
    terms: ['card', 'credit card', 'debit card', 'karte', 'kartenzahlung', 'carte', 'kaart'],
    labels: [
      'card',
      'credit card',
      'debit card',
      'visa',
      'mastercard',
      'master card',
      'maestro',
      'amex',
      'american express',
      'kreditkarte',
      'kartenzahlung',
      'ec karte',
      'girocard',
      'carte bancaire',
      'carte bleue',
      'pinpas',
      'pinbetaling',
    ],
    caption: { en: 'Paid by card', de: 'Mit Karte bezahlt' },
  },
];
