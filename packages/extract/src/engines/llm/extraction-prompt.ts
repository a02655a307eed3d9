import type { DoctypeMode } from '@docsift/core/doctype';
import type { ExtractionDoctype } from '../../extractor.ts';
import type { WorkedExample } from '../../learning/lesson.ts';
import type { PageWindow } from './page-windows.ts';

const taskOf: Record<DoctypeMode, string> = {
  single:
    'The text is one page of a document. Return one object with the values found on that page.',
  'one:single': 'Return one object with the values for the whole document.',
  multi:
    'Return every record found in the text (for example every line item or table row), in reading order, in the list "records". Return an empty list when there is none.',
  'one:multi':
    'Return every record found in the text (for example every line item or table row), in reading order, in the list "records". Return an empty list when there is none.',
};

const formatRules = [
  'Use exactly the field keys listed. Use null when a value is not in the text: never guess or invent values.',
  'Copy text values as the document writes them; only join words broken across lines.',
  'Numbers: a JSON number with "." as the decimal separator, without thousands separators, currency signs or units ("1.234,50 €" becomes 1234.5; "(12.00)" becomes -12).',
  'Dates: a string "YYYY-MM-DD". Decide day/month order from the document\'s language and its other dates ("03/04/2024" in a German document is 2024-04-03).',
  'Yes/no fields: true or false.',
];

/**
 * The system message: the task, the fields, the value formats, the doctype's own instructions and,
 * for a document of a layout people corrected, the worked example (workedExampleSection).
 */
export function extractionSystemPrompt(doctype: ExtractionDoctype, example?: string): string {
  const fields = doctype.fields.map((field) => {
    const description = field.description.trim() ? `: ${field.description.trim()}` : '';
    return `- ${field.key} — ${field.caption} (${field.type})${description}`;
  });
  const sections = [
    `You extract structured data from the text of documents of the type "${doctype.title}" and answer with JSON only.`,
    taskOf[doctype.mode],
    `Fields:\n${fields.join('\n')}`,
    `Rules:\n${formatRules.map((rule) => `- ${rule}`).join('\n')}`,
  ];
  if (doctype.prompt.trim())
    sections.push(`Instructions for this document type:\n${doctype.prompt.trim()}`);
  if (example) sections.push(example);
  return sections.join('\n\n');
}

const EXAMPLE_OPEN = '<example-document>';
const EXAMPLE_CLOSE = '</example-document>';

/**
 * A corrected document of the same layout and the values a person left on it, for the model to
 * read the new document the same way. Only the doctype's current fields are shown; an example
 * with none of them shows nothing.
 */
export function workedExampleSection(
  example: WorkedExample,
  fields: ExtractionDoctype['fields'],
): string | undefined {
  const shown = fields.filter((field) => Object.hasOwn(example.values, field.key));
  if (shown.length === 0) return undefined;
  const values = Object.fromEntries(shown.map((field) => [field.key, example.values[field.key]]));
  // The document's own text cannot end the example early.
  const text = example.text.replaceAll(EXAMPLE_OPEN, '').replaceAll(EXAMPLE_CLOSE, '');
  return [
    'Worked example: a person checked the values of an earlier document of the same layout. Find each value where it stands on that document; take every value from the document you are given, never from the example.',
    EXAMPLE_OPEN,
    text,
    EXAMPLE_CLOSE,
    `Its correct values:\n${JSON.stringify(values)}`,
  ].join('\n');
}

/** The user message for one window: where it sits in the document, then its pages' text. */
export function windowPrompt(
  window: PageWindow,
  index: number,
  count: number,
  mode: DoctypeMode,
): string {
  const pages = [...new Set(window.slices.map((slice) => slice.page))];
  const span =
    pages.length === 1 ? `page ${pages[0]}` : `pages ${pages[0]}–${pages[pages.length - 1]}`;
  const lines: string[] = [];
  // In single mode each window is (part of) one page: the page header says all there is.
  if (count > 1 && mode !== 'single') {
    const note =
      mode === 'one:single'
        ? ' Use null for fields whose value is not in this part.'
        : ' List only the records in this part.';
    lines.push(`This is part ${index + 1} of ${count} of the document (${span}).${note}`);
  }
  for (const slice of window.slices) {
    lines.push(
      `--- Page ${slice.page}${slice.isContinuation ? ' (continued)' : ''} ---`,
      slice.text,
    );
  }
  return lines.join('\n');
}
