import type { webhooksEn, webhookValidationEn } from './webhooks.en.ts';

/** German texts of the webhooks section; the same keys as webhooks.en.ts. */
export const webhooksDe: typeof webhooksEn = {
  title: 'Webhooks',
  intro:
    'Sende die Datensätze jedes fertigen Uploads an einen anderen Dienst, etwa Zapier oder Make.',
  pro_hint: 'Webhooks gehören zum Professional-Tarif.',
  empty: 'Noch keine Webhooks.',
  create: 'Webhook hinzufügen',
  author_only: 'Die Webhooks eines geteilten Dokumenttyps verwaltet sein Autor.',
  create_title: 'Neuer Webhook',
  edit_title: 'Webhook bearbeiten',
  name: 'Titel',
  method: 'Methode',
  url: 'URL',
  url_placeholder: 'https://hooks.example.com/…',
  headers: 'Header',
  headers_hint: 'Werden mit jeder Anfrage gesendet, z. B. ein Authorization-Token.',
  header_name: 'Header-Name',
  header_value: 'Header-Wert',
  add_header: 'Header hinzufügen',
  remove_header: 'Header {{index}} entfernen',
  secret: 'Signaturschlüssel',
  secret_hint:
    'Jede Anfrage ist für Standard-Webhooks-Bibliotheken (webhook-signature) und in einem Docsift-Signature-Header signiert; prüfe eins davon mit diesem Schlüssel.',
  show_secret: 'Schlüssel zeigen oder verbergen',
  copy_secret: 'Schlüssel kopieren',
  copied: 'Kopiert',
  rotate_secret: 'Neuer Schlüssel',
  rotate_question:
    'Anfragen werden ab sofort mit einem neuen Schlüssel signiert; der bisherige signiert noch 24 Stunden mit. Ersetzen?',
  rotate_confirm: 'Ersetzen',
  enabled: 'Aktiv',
  disabled: 'Inaktiv',
  invocation_count_one: '{{count}} Aufruf',
  invocation_count_other: '{{count}} Aufrufe',
  menu: 'Aktionen für {{title}}',
  actions: {
    edit: 'Bearbeiten',
    test: 'Test senden',
    invocations: 'Aufrufe',
    delete: 'Löschen',
  },
  test_sending: 'Testlieferung wird gesendet…',
  test_delivered: 'Test zugestellt: HTTP {{status}} in {{duration}} ms',
  test_failed: 'Test fehlgeschlagen: {{error}}',
  invocations: {
    title: 'Aufrufe von {{title}}',
    intro: 'Die letzten 20 Zustellversuche, die neuesten zuerst.',
    empty: 'Noch keine Aufrufe.',
    time: 'Zeit',
    method: 'Methode',
    url: 'URL',
    status: 'Status',
    duration: 'Dauer',
    duration_ms: '{{duration}} ms',
    no_answer: 'keine Antwort',
    test: 'Test',
    attempt: 'Versuch {{attempt}}',
  },
};

export const webhookValidationDe: typeof webhookValidationEn = {
  webhook_title_invalid: 'Bitte gib den Titel des Webhooks an.',
  'Invalid request url': 'Bitte gib eine URL an, die mit http:// oder https:// beginnt.',
  'Invalid request method': 'Bitte wähle eine der sieben Methoden.',
  property_key_invalid: 'Bitte gib den Header-Namen an (Buchstaben, Ziffern und -).',
};
