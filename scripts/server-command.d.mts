export function serverCommand(): [string, string[]];
export const serverV8Flags: string[];
