/** Types of generated-files.js, for the drift test. */
export const documentedPublicUrl: string;
export const regenerateCommand: string;
export const documentFile: string;
export const typesFile: string;
export function generatedFiles(): Promise<[file: string, text: string][]>;
