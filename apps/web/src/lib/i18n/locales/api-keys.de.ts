import type { apiKeysEn } from './api-keys.en.ts';

/** German texts of the API keys on the account page; the same keys as api-keys.en.ts. */
export const apiKeysDe: typeof apiKeysEn = {
  title: 'API-Schlüssel',
  intro:
    'Mit einem API-Schlüssel ruft ein Skript oder ein anderes Programm Docsift in deinem Namen auf, im Header Authorization: Bearer dsk_….',
  reference: 'API-Referenz',
  name: 'Name',
  name_hint: 'Wo der Schlüssel verwendet wird, um ihn später wiederzuerkennen.',
  name_invalid: 'Bitte gib dem Schlüssel einen Namen (höchstens 100 Zeichen).',
  create: 'Schlüssel erstellen',
  created_title: 'API-Schlüssel „{{name}}“ erstellt',
  created_once: 'Kopiere den Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt.',
  copy: 'Schlüssel kopieren',
  copied: 'Kopiert',
  done: 'Fertig',
  list: 'Deine API-Schlüssel',
  none: 'Noch keine API-Schlüssel.',
  prefix: 'Schlüssel',
  created: 'Erstellt',
  last_used: 'Zuletzt verwendet',
  never: 'Nie',
  revoke: 'Widerrufen',
  revoke_named: '{{name}} widerrufen',
  revoke_title: 'API-Schlüssel widerrufen?',
  revoke_message:
    'Programme, die „{{name}}“ verwenden, verlieren sofort den Zugriff. Das lässt sich nicht rückgängig machen.',
  revoked: 'API-Schlüssel widerrufen',
  after_password_title: 'Deine API-Schlüssel gelten weiter',
  after_password_one:
    'Eine Passwortänderung wirkt sich nicht auf deinen API-Schlüssel aus. Wenn du das Passwort geändert hast, weil es bekannt geworden sein könnte, widerrufe auch den Schlüssel.',
  after_password_other:
    'Eine Passwortänderung wirkt sich nicht auf deine {{count}} API-Schlüssel aus. Wenn du das Passwort geändert hast, weil es bekannt geworden sein könnte, widerrufe auch die Schlüssel.',
  revoke_all: 'Alle API-Schlüssel widerrufen',
  revoke_all_title: 'Alle API-Schlüssel widerrufen?',
  revoke_all_message_one:
    'Programme, die deinen API-Schlüssel nutzen, verlieren sofort den Zugriff. Das lässt sich nicht rückgängig machen.',
  revoke_all_message_other:
    'Programme, die einen deiner {{count}} API-Schlüssel nutzen, verlieren sofort den Zugriff. Das lässt sich nicht rückgängig machen.',
  revoked_all_one: 'API-Schlüssel widerrufen',
  revoked_all_other: '{{count}} API-Schlüssel widerrufen',
  keep_keys: 'Behalten',
};
