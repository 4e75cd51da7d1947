/**
 * The durable outbox of review decisions (docs/decisions/0027-durable-swipes.md): written the
 * moment the user swipes, kept in localStorage per user, taken out only once the server has it.
 * One decision per reply, so a reply is never sent as two different actions.
 */
export type TDecision = {
  reply_id: string;
  action: 'approve' | 'reject';
  human_edits: string | null;
  dry_send: boolean;
  /** The edit call that follows the approval of an edit-submit. */
  edit: { original_text: string; edited_text: string; save_as_rule: boolean } | null;
  /** The approval has been answered; only the edit call is left. */
  approved: boolean;
  /**
   * Which reply it is, for the messages about it: the post's author and the reply's first words.
   * Decisions written before these were kept have none.
   */
  about?: { handle: string; excerpt: string };
  /** The user's undo text and the card's place, to show the countdown again after a reload. */
  undo_text: string;
  position: number;
  decided_at: number;
  /** When the undo time is over and it may go out (later after a failed try). */
  due_at: number;
  /** A tab sending it now: `owner` is that page's id; the mark lapses after SENDING_LEASE_MS. */
  sending: { owner: string; since: number } | null;
};

type TField = 'string' | 'number' | 'boolean';
type TRecord = Record<string, unknown>;
const isRecord = (v: unknown): v is TRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (v: TRecord, fields: Record<string, TField>) =>
  Object.entries(fields).every(([key, type]) => typeof v[key] === type);

/**
 * Whether stored text still reads as a decision: what this page wrote, or another version of it
 * (checked by hand rather than with a schema, to keep the validation library out of every page).
 */
export function isDecision(v: unknown): v is TDecision {
  return (
    isRecord(v) &&
    has(v, { reply_id: 'string', dry_send: 'boolean', approved: 'boolean', undo_text: 'string' }) &&
    has(v, { position: 'number', decided_at: 'number', due_at: 'number' }) &&
    (v.action === 'approve' || v.action === 'reject') &&
    (v.human_edits === null || typeof v.human_edits === 'string') &&
    (v.edit === null ||
      (isRecord(v.edit) &&
        has(v.edit, { original_text: 'string', edited_text: 'string', save_as_rule: 'boolean' }))) &&
    (v.about === undefined || (isRecord(v.about) && has(v.about, { handle: 'string', excerpt: 'string' }))) &&
    (v.sending === null || (isRecord(v.sending) && has(v.sending, { owner: 'string', since: 'number' })))
  );
}

/** Longer than any send takes; a mark older than this was left by a page that went away mid-send. */
export const SENDING_LEASE_MS = 30_000;

const keyOf = (userId: string) => `gatling:outbox:${userId}`;

/** The stored text of the user's outbox: a cheap snapshot for useSyncExternalStore. */
export function outboxText(userId: string): string {
  try {
    return localStorage.getItem(keyOf(userId)) ?? '';
  } catch {
    return '';
  }
}

export function readOutbox(userId: string): TDecision[] {
  return parseOutbox(outboxText(userId));
}

export function parseOutbox(text: string): TDecision[] {
  if (!text) return [];
  try {
    const stored: unknown = JSON.parse(text);
    return Array.isArray(stored) && stored.every(isDecision) ? stored : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function writeOutbox(userId: string, list: TDecision[]): void {
  if (list.length === 0) localStorage.removeItem(keyOf(userId));
  else localStorage.setItem(keyOf(userId), JSON.stringify(list));
  for (const listener of [...listeners]) listener();
}

/** Called on every change, in this tab or (through the storage event) another one. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('gatling:outbox:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Someone is sending it now (this page or another that has not gone quiet). */
export function isBeingSent(decision: TDecision, now = Date.now()): boolean {
  return decision.sending !== null && now - decision.sending.since < SENDING_LEASE_MS;
}

/** Adds the user's decision; false when one for the reply is already going out. */
export function addDecision(userId: string, decision: TDecision): boolean {
  const list = readOutbox(userId);
  const current = list.find((d) => d.reply_id === decision.reply_id);
  if (current && isBeingSent(current)) return false;
  writeOutbox(userId, [...list.filter((d) => d.reply_id !== decision.reply_id), decision]);
  return true;
}

/**
 * Takes a decision out: after the server's answer, or on undo (`unlessSending`: not once a send
 * has started, since the server may already have it). Answers what was taken out.
 */
export function removeDecision(
  userId: string,
  replyId: string,
  { unlessSending = false }: { unlessSending?: boolean } = {},
): TDecision | null {
  const list = readOutbox(userId);
  const current = list.find((d) => d.reply_id === replyId);
  if (!current || (unlessSending && isBeingSent(current))) return null;
  writeOutbox(
    userId,
    list.filter((d) => d.reply_id !== replyId),
  );
  return current;
}

/**
 * Marks the decision as being sent by `owner` and answers it, or null when it is gone or another
 * page's mark has not lapsed (`force`: the caller holds the decision's Web Lock, so that page is
 * gone). Reading and writing localStorage in one synchronous step keeps two tabs from both taking
 * it; the Web Lock makes sure of it where the browser has one.
 */
export function claimDecision(
  userId: string,
  replyId: string,
  owner: string,
  now = Date.now(),
  { force = false }: { force?: boolean } = {},
) {
  const list = readOutbox(userId);
  const current = list.find((d) => d.reply_id === replyId);
  if (!current) return null;
  const othersMark = current.sending && current.sending.owner !== owner && isBeingSent(current, now);
  if (othersMark && !force) return null;
  const claimed = { ...current, sending: { owner, since: now } };
  writeOutbox(
    userId,
    list.map((d) => (d.reply_id === replyId ? claimed : d)),
  );
  return claimed;
}

/** Gives the decision back after a try that must be repeated, with what changed (approved, due_at). */
export function releaseDecision(
  userId: string,
  replyId: string,
  owner: string,
  patch: Partial<Pick<TDecision, 'approved' | 'due_at'>>,
): void {
  const list = readOutbox(userId);
  writeOutbox(
    userId,
    list.map((d) =>
      d.reply_id === replyId && d.sending?.owner === owner ? { ...d, ...patch, sending: null } : d,
    ),
  );
}
