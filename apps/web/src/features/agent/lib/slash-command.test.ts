import { describe, expect, it } from 'vitest';
import { parseSlashCommand } from './slash-command';

describe('parseSlashCommand', () => {
  it('reads the known commands, in any case and with words after them', () => {
    expect(parseSlashCommand('/help')).toEqual({ kind: 'command', command: '/help' });
    expect(parseSlashCommand('  /MEMORY ')).toEqual({ kind: 'command', command: '/memory' });
    expect(parseSlashCommand('/keywords please')).toEqual({ kind: 'command', command: '/keywords' });
  });

  it('an unknown /word is an unknown command, kept as typed', () => {
    expect(parseSlashCommand('/Weather')).toEqual({ kind: 'unknown', command: '/Weather' });
  });

  it('anything else is a message', () => {
    expect(parseSlashCommand('hello /help')).toBeNull();
    expect(parseSlashCommand('/')).toBeNull();
    expect(parseSlashCommand('/usr/bin')).toBeNull();
    expect(parseSlashCommand('/42')).toBeNull();
  });
});
