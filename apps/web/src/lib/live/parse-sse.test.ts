import { describe, expect, it } from 'vitest';
import { SseParser } from './parse-sse';

const WIRE = 'id: 7\nevent: draft.created\ndata: {"type":"draft.created","reply_id":"r1"}\n\n';

describe('SseParser', () => {
  it('reads an event with its id and type', () => {
    expect(new SseParser().push(WIRE)).toEqual([
      { id: '7', event: 'draft.created', data: '{"type":"draft.created","reply_id":"r1"}' },
    ]);
  });

  it('gives the same events however the text is split into chunks', () => {
    const text = `: keep-alive\n\n${WIRE}${WIRE.replace('7', '8').replaceAll('\n', '\r\n')}`;
    const whole = new SseParser().push(text);
    expect(whole).toHaveLength(2);
    for (let size = 1; size <= 7; size += 1) {
      const parser = new SseParser();
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...parser.push(text.slice(i, i + size)));
      expect(got).toEqual(whole);
    }
  });

  it('skips keep-alive comments and events without data; joins data lines', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\n\n: keep-alive\n\nevent: x\n\n')).toEqual([]);
    expect(parser.push('data: a\ndata:b\n\n')).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });

  it('keeps an event whose blank line has not come yet for the next chunk', () => {
    const parser = new SseParser();
    expect(parser.push(WIRE.slice(0, -1))).toEqual([]);
    expect(parser.push('\n')).toHaveLength(1);
  });
});
