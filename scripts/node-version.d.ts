export function nodeVersionProblem(version?: string, required?: string): string | undefined;
export function requireSupportedNode(): void;
