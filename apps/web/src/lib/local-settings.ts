import { useSyncExternalStore } from 'react';
import { LIMITS } from '@gatling/shared/spec';

/** The local settings (docs/product/data.md#local-settings), kept in this browser only. */
export type TLocalSettings = { undoTimeout: number; drySendMode: boolean };

const KEYS = ['undoTimeout', 'drySendMode'];

export function isValidUndoTimeout(value: number): boolean {
  return Number.isInteger(value) && value >= LIMITS.undoTimeoutMin && value <= LIMITS.undoTimeoutMax;
}

export function readLocalSettings(): TLocalSettings {
  let undoTimeout: number = LIMITS.undoTimeoutDefault;
  let drySendMode = false;
  try {
    const stored = localStorage.getItem('undoTimeout');
    const raw = stored === null ? NaN : Number(stored);
    if (isValidUndoTimeout(raw)) undoTimeout = raw;
    drySendMode = localStorage.getItem('drySendMode') === 'true';
  } catch {
    // storage unavailable: defaults
  }
  return { undoTimeout, drySendMode };
}

// A snapshot that keeps its identity while the stored values stay the same, as useSyncExternalStore needs.
let snapshot: { raw: string; settings: TLocalSettings } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function storedRaw(): string {
  try {
    return KEYS.map((key) => localStorage.getItem(key) ?? '').join('|');
  } catch {
    return '';
  }
}

export function writeLocalSettings(settings: TLocalSettings): void {
  localStorage.setItem('undoTimeout', String(settings.undoTimeout));
  localStorage.setItem('drySendMode', String(settings.drySendMode));
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving its settings applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): TLocalSettings {
  const raw = storedRaw();
  if (snapshot?.raw !== raw) snapshot = { raw, settings: readLocalSettings() };
  return snapshot.settings;
}

/** The current local settings; a saved change re-renders every reader without a reload. */
export function useLocalSettings(): TLocalSettings {
  return useSyncExternalStore(subscribe, getSnapshot);
}
