/** English texts of validation rules (`review.rules.*`, issue 28): why a value fails, the editor, its errors. */
export const rulesEn = {
  failure: {
    pattern: 'Does not match the pattern {{pattern}}',
    'too-long': 'Too long to check against the pattern (over {{max}} characters)',
    min: 'Below the minimum {{min}}',
    max: 'Above the maximum {{max}}',
    'one-of': 'Not one of the allowed values: {{values}}',
    check_equal: '{{left}} = {{leftValue, number}} but {{right}} is {{rightValue, number}}',
    check:
      '{{left}} is {{leftValue, number}} and {{right}} is {{rightValue, number}}: “{{check}}” does not hold',
  },
  editor: {
    toggle: 'Validation rules',
    toggle_count: 'Validation rules ({{count}})',
    pattern: 'Pattern',
    pattern_hint:
      'A regular expression the value must match, e.g. ^INV-\\d+$ (no backreferences or lookarounds)',
    one_of: 'Allowed values',
    one_of_hint: 'Press Enter after each value; any other value goes to the review queue',
    min: 'Minimum',
    max: 'Maximum',
    checks: 'Checks between fields',
    checks_hint:
      'Compare number fields by their captions, e.g. Net + VAT = Gross within 0.01. Operators: + - * / ( ), comparisons = != < <= > >=; put a caption with other characters in "quotes". A record failing a check goes to the review queue.',
    check: 'Check {{number}}',
    add_check: 'Add check',
    remove_check: 'Remove check {{number}}',
    checks_empty: 'No checks yet.',
  },
  errors: {
    not_for_type: "This rule does not apply to the field's type",
    bound: {
      'not-a-number': 'Please enter a number.',
      'not-a-date': 'Please enter a date (YYYY-MM-DD).',
      'min-above-max': 'The minimum is above the maximum.',
    },
    pattern: {
      'too-long': 'The pattern is too long (at most 200 characters).',
      unsupported:
        'Character {{position}}: not supported (backreferences, lookarounds, \\b and the like).',
      unbalanced: 'Character {{position}}: unbalanced bracket or parenthesis, or a lone backslash.',
      'nothing-to-repeat': 'Character {{position}}: nothing to repeat.',
      'bad-repeat': 'Character {{position}}: invalid repeat count (at most 100).',
      'bad-range': 'Character {{position}}: invalid character range.',
      'too-complex': 'The pattern is too complex.',
    },
    check: {
      'too-long': 'The check is too long (at most 300 characters).',
      'too-deep': 'Character {{position}}: nested too deeply.',
      unexpected: 'Character {{position}}: “{{text}}” was not expected here.',
      'expected-value': 'Character {{position}}: a number, a field or “(” is missing here.',
      'expected-comparison':
        'Character {{position}}: a comparison (=, !=, <, <=, >, >=) is missing here.',
      unclosed: 'Character {{position}}: this parenthesis or quote is never closed.',
      'unknown-field': 'Character {{position}}: there is no field named “{{text}}”.',
      'ambiguous-field':
        'Character {{position}}: several fields are named “{{text}}”; rename one of them.',
      'not-a-number-field':
        'Character {{position}}: “{{text}}” is not a number field; checks compare numbers.',
      'tolerance-needs-equals': 'Character {{position}}: “within” can only follow “=”.',
    },
  },
};
