export function patchReader(text: string): string | null;
export function readerFiles(): string[];
