/** `docsift suggest FILE [--language en|de]`: prints the mode and fields suggested from the document by the offline engine. */
import { createExtractor } from '../engines/create-extractor.ts';
import { loadDocument } from '../load/load-document.ts';
import { terminateOcr } from '../ocr/recognize-image.ts';
import { loadBackendsFromEnv } from './cli-environment.ts';
import { writeLine } from './write-line.ts';

export async function suggestCommand(
  file: string,
  options: { language: 'en' | 'de' },
): Promise<void> {
  try {
    const ocr = await loadDocument(file, loadBackendsFromEnv());
    const suggestion = await createExtractor({ engine: 'offline' }).suggestFields(
      ocr,
      options.language,
    );
    await writeLine(JSON.stringify(suggestion, null, 2));
  } finally {
    await terminateOcr();
  }
}
