import type { integrationEn } from './integration.en.ts';

/** German texts of the integration tab; the same keys as integration.en.ts. */
export const integrationDe: typeof integrationEn = {
  inbound: {
    title: 'Eingehende E-Mails',
    intro:
      'Sende oder leite E-Mails an diese Adresse: Jeder angehängte PDF-, Bild-, DOCX-, XLSX-, ODS- oder CSV-Anhang wird ein Upload dieses Dokumenttyps und wird verarbeitet wie eine Datei, die du hier ablegst.',
    address: 'Adresse dieses Dokumenttyps',
    copy: 'Kopieren',
    copy_label: 'E-Mail-Adresse kopieren',
    copy_failed:
      'Die Adresse konnte nicht kopiert werden. Bitte markiere sie und kopiere sie von Hand.',
    senders: 'Erlaubte Absender',
    senders_hint:
      'Nur diese Adressen (anna@example.com) oder Domains (@example.com) dürfen an diese Adresse senden. Leer lassen, um jeden Absender anzunehmen.',
    senders_placeholder: 'Adresse oder @Domain, dann Enter',
    sender_invalid: '„{{sender}}“ ist weder eine E-Mail-Adresse noch eine Domain wie @example.com.',
    sender_not_added:
      'Nicht hinzugefügt: „{{sender}}“ ist weder eine E-Mail-Adresse noch eine Domain wie @example.com.',
    save: 'Absender speichern',
    plan_required:
      'Eingehende E-Mails gibt es ab dem Starter-Tarif: Bis dahin lehnt diese Adresse E-Mails ab.',
    plan_required_author:
      'Der Tarif des Eigentümers enthält keine eingehenden E-Mails: Diese Adresse lehnt E-Mails ab, bis er den Starter-Tarif oder höher wählt.',
    author_only: 'Nur der Eigentümer dieses Dokumenttyps kann die erlaubten Absender ändern.',
  },
  received: {
    title: 'Empfangene E-Mails',
    empty: 'Noch keine E-Mail empfangen.',
    time: 'Zeit',
    sender: 'Absender',
    outcome: 'Ergebnis',
    no_sender: '(kein Absender)',
    outcomes: {
      accepted_one: 'Angenommen: {{count}} Upload',
      accepted_other: 'Angenommen: {{count}} Uploads',
      'no-attachment': 'Kein Anhang',
      'sender-refused': 'Absender abgelehnt',
    },
  },
};
