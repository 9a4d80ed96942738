// The SMTP sink of P17: nodemailer's smtp-server over TCP on 127.0.0.1 (as the tests start it,
// apps/server/src/test/smtp.ts), in a process of its own, started by `startSmtpSink` (mail-drain.ts).
// It accepts every mail, reads each message to its end and keeps nothing but a count. Both sides
// of P17 send to the same sink. Over IPC it says its port once listening (`listening`), and answers
// `count` with the messages received so far.
//
// One change to smtp-server: it greets at once. smtp-server waits 100 ms before the greeting of
// every connection (to catch clients that talk before it, `SMTPConnection.init`; not an option),
// and the mail delivery job's transport is not pooled: a connection per mail. With that wait, four
// sends at once make at most 40 mails a second on either side, and P17 would measure the sink.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Connection {
  _server: { options: { maxClients?: number }; connections: Set<unknown> };
  _setListeners(ready: () => void): void;
  send(code: number, message: string, ready: boolean): void;
  connectionReady(): void;
  init(): void;
  name: string;
}
// The module smtp-server's server makes its connections with (its `./lib/*` export).
const connectionModule = 'smtp-server/lib/smtp-connection.js';
const { SMTPConnection } = (await import(connectionModule)) as { SMTPConnection: { prototype: Connection } };
// `init` as smtp-server has it, without the 100 ms timer before `connectionReady`.
SMTPConnection.prototype.init = function init(this: Connection) {
  this._setListeners(() => {
    if (this._server.options.maxClients && this._server.connections.size > this._server.options.maxClients) {
      return this.send(421, `${this.name} Too many connected clients, try again in a moment`, false);
    }
    this.connectionReady();
  });
};

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Each non-pooled send is a connection of its own: no cap on them.
  maxClients: Infinity,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
server.on('error', (err) => console.error(`smtp sink: ${err.message}`));

process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', received });
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'listening', port: (server.server.address() as AddressInfo).port });
});
