/** One server-sent event as the stream delivered it (the fields of the text/event-stream format). */
export type TSseMessage = { id: string | null; event: string; data: string };

/**
 * Reads the text/event-stream format from chunks that may split anywhere (inside a line, between
 * \r and \n): lines starting with ':' are comments (the keep-alive), a blank line ends an event.
 * The HTML spec's rules: `data` lines join with \n, one leading space after the colon is dropped,
 * an event with no data is not dispatched.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  private sawField = false;

  push(chunk: string): TSseMessage[] {
    this.buffer += chunk;
    const out: TSseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) out.push(message);
    }
    return out;
  }

  private line(line: string): TSseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    this.sawField = true;
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): TSseMessage | null {
    const message =
      this.sawField && this.data.length > 0
        ? { id: this.id, event: this.event || 'message', data: this.data.join('\n') }
        : null;
    this.data = [];
    this.event = '';
    this.sawField = false;
    // The id carries over to later events until a new one comes, as in EventSource.
    return message;
  }
}
