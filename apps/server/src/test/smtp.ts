// A real SMTP server for tests (nodemailer's smtp-server, over TCP on 127.0.0.1): it keeps what it
// is sent, and can be told to refuse recipients for now (4xx) or for good (5xx), to hold messages
// unanswered, or to be down.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /**
   * What the server answers a recipient: accept, refuse for now (451) or for good (550); or
   * 'hold': take the whole message but never answer the end of its DATA, so the sender waits and
   * the message is not accepted (not in `received`; counted in `held`).
   */
  mode: 'accept' | 'refuse-temporarily' | 'refuse-permanently' | 'hold';
  /** Messages whose data came in while the mode was 'hold': left unanswered, never received. */
  readonly held: number;
  /** Stops listening (connections are refused) until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state: { mode: TestSmtp['mode']; held: number } = { mode: 'accept', held: 0 };
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Down is down: open connections (a client's pooled ones) are cut, not waited for.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (state.mode === 'refuse-temporarily')
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        if (state.mode === 'refuse-permanently')
          return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // No answer, ever: the sender's end of DATA waits until its connection goes.
          if (state.mode === 'hold') return void (state.held += 1);
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  let listening = true;
  const close = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    get held() {
      return state.held;
    },
    down: close,
    async up() {
      if (listening) return;
      server = make();
      await listen(port);
      listening = true;
    },
    close,
  };
}
