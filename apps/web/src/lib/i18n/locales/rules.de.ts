import type { rulesEn } from './rules.en.ts';

/** German texts of validation rules (`review.rules.*`). */
export const rulesDe: typeof rulesEn = {
  failure: {
    pattern: 'Passt nicht zum Muster {{pattern}}',
    'too-long': 'Zu lang für die Prüfung mit dem Muster (über {{max}} Zeichen)',
    min: 'Unter dem Minimum {{min}}',
    max: 'Über dem Maximum {{max}}',
    'one-of': 'Keiner der erlaubten Werte: {{values}}',
    check_equal: '{{left}} = {{leftValue, number}}, aber {{right}} ist {{rightValue, number}}',
    check:
      '{{left}} ist {{leftValue, number}} und {{right}} ist {{rightValue, number}}: „{{check}}“ gilt nicht',
  },
  editor: {
    toggle: 'Prüfregeln',
    toggle_count: 'Prüfregeln ({{count}})',
    pattern: 'Muster',
    pattern_hint:
      'Ein regulärer Ausdruck, zu dem der Wert passen muss, z. B. ^RE-\\d+$ (ohne Rückverweise und Lookarounds)',
    one_of: 'Erlaubte Werte',
    one_of_hint: 'Nach jedem Wert Enter drücken; jeder andere Wert kommt zur Prüfung',
    min: 'Minimum',
    max: 'Maximum',
    checks: 'Prüfungen zwischen Feldern',
    checks_hint:
      'Vergleiche Zahlenfelder über ihre Bezeichnungen, z. B. Netto + MwSt = Brutto within 0.01. Operatoren: + - * / ( ), Vergleiche = != < <= > >=; eine Bezeichnung mit anderen Zeichen in "Anführungszeichen". Ein Datensatz, der eine Prüfung nicht besteht, kommt zur Prüfung.',
    check: 'Prüfung {{number}}',
    add_check: 'Prüfung hinzufügen',
    remove_check: 'Prüfung {{number}} entfernen',
    checks_empty: 'Noch keine Prüfungen.',
  },
  errors: {
    not_for_type: 'Diese Regel passt nicht zum Typ des Feldes',
    bound: {
      'not-a-number': 'Bitte gib eine Zahl ein.',
      'not-a-date': 'Bitte gib ein Datum ein (JJJJ-MM-TT).',
      'min-above-max': 'Das Minimum liegt über dem Maximum.',
    },
    pattern: {
      'too-long': 'Das Muster ist zu lang (höchstens 200 Zeichen).',
      unsupported:
        'Zeichen {{position}}: nicht unterstützt (Rückverweise, Lookarounds, \\b und Ähnliches).',
      unbalanced: 'Zeichen {{position}}: Klammer ohne Gegenstück oder ein einzelner Backslash.',
      'nothing-to-repeat': 'Zeichen {{position}}: nichts zu wiederholen.',
      'bad-repeat': 'Zeichen {{position}}: ungültige Wiederholungszahl (höchstens 100).',
      'bad-range': 'Zeichen {{position}}: ungültiger Zeichenbereich.',
      'too-complex': 'Das Muster ist zu komplex.',
    },
    check: {
      'too-long': 'Die Prüfung ist zu lang (höchstens 300 Zeichen).',
      'too-deep': 'Zeichen {{position}}: zu tief verschachtelt.',
      unexpected: 'Zeichen {{position}}: „{{text}}“ ist hier nicht erwartet.',
      'expected-value': 'Zeichen {{position}}: hier fehlt eine Zahl, ein Feld oder „(“.',
      'expected-comparison':
        'Zeichen {{position}}: hier fehlt ein Vergleich (=, !=, <, <=, >, >=).',
      unclosed:
        'Zeichen {{position}}: diese Klammer oder dieses Anführungszeichen wird nie geschlossen.',
      'unknown-field': 'Zeichen {{position}}: es gibt kein Feld namens „{{text}}“.',
      'ambiguous-field':
        'Zeichen {{position}}: mehrere Felder heißen „{{text}}“; benenne eines um.',
      'not-a-number-field':
        'Zeichen {{position}}: „{{text}}“ ist kein Zahlenfeld; Prüfungen vergleichen Zahlen.',
      'tolerance-needs-equals': 'Zeichen {{position}}: „within“ darf nur auf „=“ folgen.',
    },
  },
};
