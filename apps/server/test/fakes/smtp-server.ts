import net from 'node:net';

export type TReceivedMail = { from: string; to: string[]; data: string };

/**
 * A tiny SMTP server on loopback speaking just enough of RFC 5321 for nodemailer: greeting,
 * EHLO/HELO, MAIL FROM, RCPT TO, DATA (dot-terminated, dot-unstuffed), RSET, NOOP, QUIT.
 * `rejectRecipients` answers 550 to RCPT TO, to test delivery failures.
 */
export async function startFakeSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: TReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let mail: TReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push({ ...mail, data: dataLines.join('\r\n') });
          mail = { from: '', to: [], data: '' };
          dataLines = [];
          reply('250 2.0.0 Ok: queued');
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-fake.smtp.test\r\n250 8BITMIME\r\n');
      else if (verb === 'HELO') reply('250 fake.smtp.test');
      else if (verb === 'MAIL') {
        mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 Ok');
      } else if (verb === 'RCPT') {
        if (options.rejectRecipients) return reply('550 5.1.1 Mailbox unavailable');
        mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 2.1.5 Ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        mail = { from: '', to: [], data: '' };
        reply('250 2.0.0 Ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not recognized');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        handle(buffer.slice(0, index));
        buffer = buffer.slice(index + 2);
        index = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => undefined);
    reply('220 fake.smtp.test ESMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Decodes quoted-printable text (soft line breaks and =XX bytes) as nodemailer writes it. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
