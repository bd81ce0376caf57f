export function inlineStyles(file: string, seen?: Set<string>): string;
