export function serverCommand(): [string, string[]];
