export const consoleErrorState = { allowed: false };

/** Call in a test that expects console.error (e.g. a logged failure). */
export function allowConsoleError(): void {
  consoleErrorState.allowed = true;
}
