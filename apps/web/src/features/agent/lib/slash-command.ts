import { CHAT_SLASH_COMMANDS } from '@gatling/shared/spec';

export type TSlashCommand = (typeof CHAT_SLASH_COMMANDS)[number]['command'];

/** `args`: what follows the command, trimmed ('add pricing' in '/keywords add pricing'). */
export type TParsedCommand =
  { kind: 'command'; command: TSlashCommand; args: string } | { kind: 'unknown'; command: string };

const KNOWN = new Set<string>(CHAT_SLASH_COMMANDS.map((c) => c.command));

/**
 * Reads a slash command from a message: a first word like '/help' (case-insensitive). Anything
 * else, such as a path ('/usr/bin …') or a lone '/', is a message for the assistant (null).
 */
export function parseSlashCommand(text: string): TParsedCommand | null {
  const trimmed = text.trim();
  const first = trimmed.split(/\s+/, 1)[0] ?? '';
  if (!/^\/[a-z]+$/i.test(first)) return null;
  const command = first.toLowerCase();
  return KNOWN.has(command)
    ? { kind: 'command', command: command as TSlashCommand, args: trimmed.slice(first.length).trim() }
    : { kind: 'unknown', command: first };
}

/** What `/keywords …` asks for: the list (null), a change in words, or words it does not understand. */
export type TKeywordsRequest = null | { verb: 'add' | 'remove'; words: string } | { verb: 'usage' };

export function keywordsRequest(args: string): TKeywordsRequest {
  if (args === '') return null;
  const [verb = '', ...rest] = args.split(/\s+/);
  const words = rest.join(' ').trim();
  const action = verb.toLowerCase();
  if (words !== '' && action === 'add') return { verb: 'add', words };
  if (words !== '' && (action === 'remove' || action === 'delete')) return { verb: 'remove', words };
  return { verb: 'usage' };
}
