import type { ErrorCode } from '@docsift/core/errors';

/** German texts for every catalogue code (shown as `errors.<code>`). */
export const errorsDe: Record<ErrorCode, string> = {
  'invalid-argument': 'Bitte überprüfe deine Eingabe.',
  unauthenticated: 'Bitte melde dich an.',
  'permission-denied': 'Dazu bist du nicht berechtigt.',
  'not-found': 'Nicht gefunden.',
  aborted: 'Das widerspricht dem aktuellen Stand. Bitte lade neu und versuche es noch einmal.',
  'resource-exhausted': 'Zu viele Anfragen. Bitte versuche es später noch einmal.',
  cancelled: 'Abgebrochen.',
  internal: 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
  unimplemented: 'Das ist nicht verfügbar.',
  unavailable: 'Der Dienst ist nicht erreichbar. Bitte versuche es später noch einmal.',
  'deadline-exceeded': 'Der Vorgang hat zu lange gedauert. Bitte versuche es noch einmal.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten.',
  'auth/invalid-credential': 'E-Mail nicht gefunden oder falsches Passwort',
  'auth/user-not-found': 'Benutzer nicht gefunden',
  'auth/wrong-password': 'Falsches Passwort',
  'auth/email-already-in-use': 'E-Mail existiert bereits',
  'auth/passwords-not-match': 'Die Passwörter stimmen nicht überein',
  'auth/invalid-action-code':
    'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordere einen neuen an.',
  'auth/weak-password': 'Das Passwort muss mindestens 6 Zeichen haben.',
  'auth/too-many-requests': 'Zu viele Versuche. Bitte versuche es später noch einmal.',
  'auth/provider-not-configured': 'Dieser Anmeldedienst ist nicht eingerichtet.',
  'credits/depleted':
    'Deine Credits sind aufgebraucht. Wechsle deinen Tarif, kaufe Credits oder prüfe deinen Verbrauch.',
  'credits/purchased': 'Die Credits wurden deinem Konto gutgeschrieben.',
  'parse/record-limit':
    'Ein Dokument hat beim Auslesen mehr als 10.000 Datensätze ergeben. Prüfe die Einstellungen des Dokumenttyps oder teile die Datei auf.',
  'parse/payer-gone':
    'Die Person, die dieses Dokument hochgeladen hat, hat ihr Konto gelöscht, bevor die Extraktion bezahlt war. Es wurde nichts abgebucht: Wähle „Erneut extrahieren“, um es mit deinen Credits zu extrahieren.',
  'doctype/reparse':
    'Der Dokumenttyp wurde geändert. Verarbeite vorhandene Uploads neu, um die Änderungen zu übernehmen.',
  'doctype/no-fields': 'Keine Felder definiert.',
  'doctype/invalid-rule': 'Eine Prüfregel ist ungültig: siehe das markierte Feld.',
  'doctype/max-doctypes':
    'Du hast die maximale Anzahl an Dokumenttypen für deinen Tarif erreicht. Wechsle den Tarif, um weitere anzulegen.',
  'payment/already-subscribed': 'Du hast diesen Tarif bereits abonniert.',
  'payment/not-subscribed':
    'Du hast kein Abonnement, das sich ändern ließe. Schließe zuerst einen Tarif ab.',
  'payment/not-an-upgrade':
    'Hier lässt sich nur ein höherer Tarif wählen. Zu einem niedrigeren wechselst du in der Abonnementverwaltung.',
  'payment/product-not-found': 'Dieses Produkt wurde nicht gefunden.',
  'payment/failed':
    'Deine Zahlung ist fehlgeschlagen. Prüfe deine Zahlungsmethode auf der Abonnement-Seite, um deinen Tarif zu behalten.',
  'payment/not-configured':
    'Käufe sind auf diesem Server nicht möglich. Bitte wende dich an die Administration, um Tarif oder Guthaben zu ändern.',
  'file/empty': 'Die Datei ist leer.',
  'file/unsupported-type':
    'Nicht unterstützter Dateityp. Bitte verwende PDF, ein Bild, DOCX, XLSX, ODS oder CSV.',
  'file/too-large': 'Die Datei ist zu groß.',
  'file/corrupt': 'Die Datei ist beschädigt und kann nicht gelesen werden.',
  'file/encrypted': 'Die Datei ist passwortgeschützt.',
  'file/too-many-pages': 'Das Dokument hat zu viele Seiten.',
  'file/too-many-pixels': 'Das Bild ist zu groß.',
  'file/too-many-cells':
    'Die Tabelle hat zu viele Zellen. Teile sie in kleinere Dateien auf oder entferne leere Zeilen und Spalten fern der Daten.',
  'file/too-many-rows':
    'Die Tabelle hat mehr als 10.000 Zeilen unter ihren Überschriften, ein Dokument ergibt aber höchstens 10.000 Datensätze. Teile sie in Dateien mit bis zu 10.000 Zeilen auf.',
  'file/unreadable':
    'Das Bild konnte nicht in der Zeit gelesen werden, die seine Größe erlaubt. Vielleicht enthält es keinen Text; ein Scan mit 300 dpi liest sich am besten.',
  'uploads/too-many-waiting':
    'Zu viele deiner Dokumente warten auf die Verarbeitung. Lade weitere hoch, sobald sie fertig sind, oder wechsle den Tarif.',
  'records/too-many':
    'Diese Ansicht enthält mehr als 10.000 Datensätze. Grenze sie mit einem Filter oder einer Suche ein, um alle auf einmal zu bearbeiten.',
  'scan/failed': 'Beim Scannen deines Dokuments ist etwas schiefgelaufen.',
  'mail/no-attachments':
    'Eine E-Mail kam ohne PDF-, Bild-, DOCX-, XLSX-, ODS- oder CSV-Anhang an, daher wurde nichts hochgeladen.',
  'mail/plan-required':
    'Eine E-Mail an deinen Dokumenttyp wurde abgelehnt: Eingehende E-Mails gibt es ab dem Starter-Tarif.',
  'llm/invalid-output':
    'Die Extraktion hat ein ungültiges Ergebnis geliefert. Bitte versuche es noch einmal.',
  'webhook/forbidden-address':
    'Webhooks können nicht an private, Loopback-, Link-Local- oder Metadaten-Adressen gesendet werden.',
  'webhook/delivered':
    'Diese Zustellung ist angekommen: nur eine fehlgeschlagene wird erneut gesendet.',
  'webhook/not-resendable':
    'Diese Zustellung kann nicht erneut gesendet werden: ihr Upload oder ihre Datensätze sind nicht mehr da.',
  'team/shared': 'Ein Dokumenttyp wurde mit dir geteilt.',
  'team/already-member': 'Diese Person ist bereits Mitglied des Dokumenttyps.',
  'team/author-stays': 'Der Autor kann den Dokumenttyp nicht verlassen: lösche ihn stattdessen.',
  'team/invitation-used': 'Diese Einladung wurde bereits verwendet.',
  'team/invitation-expired': 'Diese Einladung ist abgelaufen: bitte um eine neue.',
  'team/invitation-other-account':
    'Diese Einladung ging an eine andere E-Mail-Adresse: melde dich mit dieser Adresse an.',
};
