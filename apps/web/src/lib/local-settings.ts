import { LIMITS } from '@gatling/shared/spec';

/** Spec §3 local settings, kept in this browser only. */
export type TLocalSettings = { undoTimeout: number; drySendMode: boolean };

export function readLocalSettings(): TLocalSettings {
  let undoTimeout: number = LIMITS.undoTimeoutDefault;
  let drySendMode = false;
  try {
    const raw = Number(localStorage.getItem('undoTimeout'));
    if (Number.isInteger(raw) && raw >= LIMITS.undoTimeoutMin && raw <= LIMITS.undoTimeoutMax)
      undoTimeout = raw;
    drySendMode = localStorage.getItem('drySendMode') === 'true';
  } catch {
    // storage unavailable: defaults
  }
  return { undoTimeout, drySendMode };
}

export function writeLocalSettings(settings: TLocalSettings): void {
  localStorage.setItem('undoTimeout', String(settings.undoTimeout));
  localStorage.setItem('drySendMode', String(settings.drySendMode));
}
