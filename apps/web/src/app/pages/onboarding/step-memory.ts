/**
 * The onboarding step a user last reached, kept in this browser per user, so opening or reloading
 * /onboarding without navigation state resumes there instead of at step 1 (decision 0028).
 */
const keyOf = (userId: string) => `gatling.onboarding.step.${userId}`;

export function readRememberedStep(userId: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(keyOf(userId)));
    return Number.isInteger(value) && value >= 1 ? value : null;
  } catch {
    // Storage can be refused (private mode, quota): onboarding then starts at step 1 as before.
    return null;
  }
}

export function rememberStep(userId: string, step: number): void {
  try {
    window.localStorage.setItem(keyOf(userId), String(step));
  } catch {
    /* see readRememberedStep */
  }
}

export function forgetStep(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    /* see readRememberedStep */
  }
}
