import { CHAT_SLASH_COMMANDS } from '@gatling/shared/spec';

export type TSlashCommand = (typeof CHAT_SLASH_COMMANDS)[number]['command'];

export type TParsedCommand =
  { kind: 'command'; command: TSlashCommand } | { kind: 'unknown'; command: string };

const KNOWN = new Set<string>(CHAT_SLASH_COMMANDS.map((c) => c.command));

/**
 * Reads a slash command from a message: a first word like '/help' (case-insensitive). Anything
 * else, such as a path ('/usr/bin …') or a lone '/', is a message for the assistant (null).
 */
export function parseSlashCommand(text: string): TParsedCommand | null {
  const first = text.trim().split(/\s+/, 1)[0] ?? '';
  if (!/^\/[a-z]+$/i.test(first)) return null;
  const command = first.toLowerCase();
  return KNOWN.has(command)
    ? { kind: 'command', command: command as TSlashCommand }
    : { kind: 'unknown', command: first };
}
