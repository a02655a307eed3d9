import { apiKeysDe } from './api-keys.de.ts';
import { doctypesDe } from './doctypes.de.ts';
import { errorsDe } from './errors.de.ts';
import { integrationDe } from './integration.de.ts';
import { accuracyDe } from './accuracy.de.ts';
import { lessonsDe } from './lessons.de.ts';
import { paymentDe } from './payment.de.ts';
import { reviewDe } from './review.de.ts';
import { teamsDe } from './teams.de.ts';
import { webhookValidationDe, webhooksDe } from './webhooks.de.ts';
import type { Resources } from './en.ts';

/** German UI texts: the same keys as en.ts. */
const de: Resources = {
  successfully_saved: 'Erfolgreich gespeichert',
  successfully_deleted: 'Erfolgreich gelöscht',
  really_delete: 'Möchtest du das wirklich löschen?',
  routing_unsaved_data:
    'Du hast ungespeicherte Änderungen. Möchtest du die Seite wirklich verlassen?',
  nothing_found: 'Nichts gefunden',
  doctype_name_invalid: 'Bitte gib den Namen des Dokumenttyps an.',
  field_caption_invalid: 'Bitte gib die Bezeichnung des Feldes an.',
  payment_purchase_success: 'Vielen Dank für deinen Kauf!',
  email_process_copied: 'E-Mail-Adresse kopiert',
  common: {
    app_name: 'Docsift',
    loading: 'Wird geladen…',
    save: 'Speichern',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    close: 'Schließen',
    close_dialog: 'Dialog schließen',
    yes: 'Ja',
    no: 'Nein',
    retry: 'Erneut versuchen',
    load_failed: 'Docsift konnte nicht geladen werden.',
    version: 'Version {{version}}',
    pro: 'PRO',
    pro_hint: 'In den bezahlten Tarifen verfügbar',
  },
  validation: {
    // The spec's own keys, for messages of the core schemas.
    doctype_name_invalid: '$t(doctype_name_invalid)',
    field_caption_invalid: '$t(field_caption_invalid)',
    email_required: 'Bitte gib deine E-Mail-Adresse ein.',
    email_invalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    password_too_short: 'Das Passwort muss mindestens 6 Zeichen haben.',
    password_required: 'Bitte gib dein Passwort ein.',
    privacy_required: 'Bitte akzeptiere die Datenschutzerklärung.',
    retention_invalid: 'Bitte wähle eine der angebotenen Aufbewahrungsfristen.',
    'auth/passwords-not-match': 'Die Passwörter stimmen nicht überein',
    invalid: 'Bitte überprüfe diesen Wert.',
    text_too_long: 'Das ist zu lang: bitte kürze es.',
    // A record cell edit the server refused (records/record-edit.ts).
    value_not_string: 'Bitte gib einen Text ein.',
    value_not_number: 'Bitte gib eine Zahl ein.',
    value_not_date: 'Bitte gib ein gültiges Datum ein.',
    value_not_boolean: 'Bitte wähle Ja oder Nein.',
    rule_invalid: 'Bitte korrigiere diese Regel.',
    field_unknown: 'Dieses Feld gibt es nicht mehr; lade die Seite neu.',
    ...webhookValidationDe,
  },
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    display_name: 'Anzeigename',
    display_name_optional: 'Anzeigename (optional)',
    current_password: 'Aktuelles Passwort',
    new_password: 'Neues Passwort',
    repeat_password: 'Passwort wiederholen',
  },
  auth: {
    session_ended:
      'Du wurdest abgemeldet, weil deine Sitzung an anderer Stelle beendet wurde, zum Beispiel nach dem Zurücksetzen des Passworts. Bitte melde dich erneut an.',
    or: 'oder',
    oidc_sign_in: 'Mit {{name}} anmelden',
    back_to_login: 'Zurück zur Anmeldung',
    login: {
      title: 'Anmelden',
      submit: 'Anmelden',
      forgot: 'Passwort vergessen?',
      no_account: 'Noch kein Konto?',
      register_link: 'Konto erstellen',
    },
    register: {
      title: 'Konto erstellen',
      submit: 'Konto erstellen',
      privacy: 'Ich habe die <privacy>Datenschutzerklärung</privacy> gelesen und akzeptiere sie.',
      have_account: 'Schon ein Konto?',
      login_link: 'Anmelden',
    },
    reset: {
      title: 'Passwort zurücksetzen',
      intro:
        'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.',
      submit: 'Link senden',
      success:
        'Falls ein Konto mit dieser Adresse existiert, ist eine E-Mail mit einem Link unterwegs.',
    },
    action: {
      title: 'Neues Passwort wählen',
      account: 'Konto',
      keys_survive:
        'Deine API-Schlüssel gelten mit einem neuen Passwort weiter: Nach der Anmeldung bietet dir deine Kontoseite an, sie zu widerrufen.',
      submit: 'Passwort speichern',
    },
    deleted: {
      title: 'Konto gelöscht',
      message: 'Dein Konto und alle zugehörigen Daten wurden gelöscht.',
    },
  },
  preferences: {
    language: 'Sprache',
    languages: { en: 'English', de: 'Deutsch' },
    color_scheme: 'Farbschema',
    color_schemes: { light: 'Hell', dark: 'Dunkel', auto: 'System' },
  },
  nav: {
    main: 'Hauptnavigation',
    skip: 'Zum Inhalt springen',
    toggle: 'Navigation ein- oder ausblenden',
    dashboard: 'Übersicht',
    notifications: 'Benachrichtigungen',
    payment: 'Abonnement',
    usage: 'Verbrauch',
    history: 'Zahlungsverlauf',
    account: 'Konto',
    settings: 'Einstellungen',
    subscription: 'Abonnement',
    sign_out: 'Abmelden',
    user_menu: 'Benutzermenü',
    bell: 'Benachrichtigungen',
    bell_unread: 'Benachrichtigungen, {{count}} ungelesen',
    unread_badge: '{{count}} ungelesen',
  },
  shell: {
    credits: '{{amount}} Credits',
    credits_meter: 'Credits: {{amount}} von {{plan}} übrig',
    terms: 'AGB',
    privacy: 'Datenschutz',
  },
  dashboard: {
    title: 'Übersicht',
    empty_title: 'Noch keine Dokumenttypen',
    empty_text: 'Die Dokumenttypen, die du anlegst, erscheinen hier.',
  },
  notifications: {
    title: 'Benachrichtigungen',
    all: 'Alle',
    unread: 'Ungelesen',
    empty: 'Keine Benachrichtigungen',
    empty_unread: 'Keine ungelesenen Benachrichtigungen',
    show_all: 'Alle Benachrichtigungen',
    mark_all_read: 'Alle als gelesen markieren',
  },
  payment: paymentDe,
  api_keys: apiKeysDe,
  account: {
    title: 'Konto',
    profile: 'Profil',
    password_set_title: 'Passwort festlegen',
    password_change_title: 'Passwort ändern',
    password_set_intro:
      'Dein Konto hat noch kein Passwort. Lege eines fest, um dich auch mit deiner E-Mail-Adresse anzumelden.',
    password_submit: 'Passwort speichern',
    delete_title: 'Konto löschen',
    delete_intro:
      'Damit löschst du dein Konto mit allen Dokumenttypen, Uploads und Datensätzen. Das lässt sich nicht rückgängig machen.',
    delete_confirm_label: 'Gib zur Bestätigung deine E-Mail-Adresse ein',
    delete_submit: 'Konto löschen',
  },
  settings: {
    title: 'Einstellungen',
    language_hint: 'Die Sprache der Oberfläche und der E-Mails, die wir dir schicken.',
    retention: 'Aufbewahrung von Uploads',
    retention_hint: 'Hochgeladene Dateien werden nach diesem Zeitraum gelöscht.',
    retention_days: '{{days}} Tage',
    retention_limit:
      'Dein Tarif bewahrt Uploads {{days}} Tage auf. Wechsle den Tarif, um sie länger aufzubewahren.',
  },
  legal: {
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
  },
  not_found: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht.',
    home: 'Zur Startseite',
  },
  doctypes: doctypesDe,
  review: reviewDe,
  lessons: lessonsDe,
  accuracy: accuracyDe,
  teams: teamsDe,
  webhooks: webhooksDe,
  errors: errorsDe,
  integration: integrationDe,
};

export default de;
