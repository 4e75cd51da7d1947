import { describe, expect, it } from 'vitest';
import { keywordsRequest, parseSlashCommand } from './slash-command';

describe('parseSlashCommand', () => {
  it('reads the known commands, in any case and with words after them', () => {
    expect(parseSlashCommand('/help')).toEqual({ kind: 'command', command: '/help', args: '' });
    expect(parseSlashCommand('  /MEMORY ')).toEqual({ kind: 'command', command: '/memory', args: '' });
    expect(parseSlashCommand('/keywords  add  pricing page ')).toEqual({
      kind: 'command',
      command: '/keywords',
      args: 'add  pricing page',
    });
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

describe('keywordsRequest', () => {
  it('the list, a change in words, or how to ask', () => {
    expect(keywordsRequest('')).toBeNull();
    expect(keywordsRequest('add  pricing page')).toEqual({ verb: 'add', words: 'pricing page' });
    expect(keywordsRequest('ADD Pricing')).toEqual({ verb: 'add', words: 'Pricing' });
    expect(keywordsRequest('remove "cold email"')).toEqual({ verb: 'remove', words: '"cold email"' });
    expect(keywordsRequest('delete churn')).toEqual({ verb: 'remove', words: 'churn' });
    expect(keywordsRequest('add')).toEqual({ verb: 'usage' });
    expect(keywordsRequest('please')).toEqual({ verb: 'usage' });
  });
});
