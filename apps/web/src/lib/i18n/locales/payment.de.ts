import type { paymentEn } from './payment.en.ts';

/** German texts of the billing pages; the same keys as payment.en.ts. */
export const paymentDe: typeof paymentEn = {
  subscription: 'Abonnement',
  usage: 'Verbrauch',
  history: 'Zahlungsverlauf',
  current_plan: 'Aktueller Tarif: {{plan}}',
  placeholder: 'Tarife, Credits und Zahlungen werden hier angezeigt.',
  plans: {
    free: 'Kostenlos',
    starter: 'Starter',
    professional: 'Professional',
    admin: 'Administrator',
  },
  movement: {
    opening: 'Übernommenes Guthaben',
    allowance: 'Monatliche Credits',
    expired: 'Verfallene monatliche Credits',
    purchase: 'Gekaufte Credits',
    admin: 'Korrektur durch einen Administrator',
    refund: 'Erstattung für eine fehlgeschlagene Verarbeitung',
    parse: 'Verarbeitete Seiten',
  },
  usage_page: {
    chart: 'Verbrauchte Credits pro Tag',
    credits_spent: 'Verbrauchte Credits',
    month: 'Monat',
    activity: 'Aktivität',
    when: 'Datum',
    what: 'Vorgang',
    credits: 'Credits',
    email: 'E-Mail',
    empty: 'In diesem Monat wurden keine Credits bewegt.',
    more: 'Mehr anzeigen',
  },
};
