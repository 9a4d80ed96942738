// A mailbox for browser tests: a minimal SMTP server that keeps what it is sent, so a spec reads
// a mail as its recipient would (the empty store sends to it, servers.ts SMTP_PORT).
import { createServer, type Server, type Socket } from 'node:net';

export interface Mailbox {
  /** The raw messages received, soft line breaks of quoted-printable undone. */
  messages: string[];
  /** The first message to `to` that arrives within `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<string>;
  /** Refuses mail to this address for good (550) until `accept` (a bounce the store must show). */
  refuse(to: string): void;
  accept(to: string): void;
  close(): Promise<void>;
}

export function openMailbox(port: number): Promise<Mailbox> {
  const messages: string[] = [];
  const refused = new Set<string>();
  const server: Server = createServer((socket: Socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 e2e mailbox\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data.replace(/=\n/g, '').replace(/=3D/g, '='));
            data = null;
            socket.write('250 OK\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 e2e\r\n');
        else if (verb === 'RCPT' && refused.has(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '')) {
          socket.write('550 5.1.1 No such mailbox here\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  const waitFor = async (to: string, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.includes(`To: ${to}`));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        messages,
        waitFor,
        refuse: (to) => refused.add(to.toLowerCase()),
        accept: (to) => refused.delete(to.toLowerCase()),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
