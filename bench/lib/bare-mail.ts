// The baseline of P17: the same messages sent with nothing but nodemailer, in a process of its own
// like the server. As the server's mail delivery job (platform/mail.ts, `mailDeliveryJob`) does:
// one pooled transport (`createTransport({ url: SMTP_URL, pool: true, maxConnections })`, as many
// connections as sends at once), the
// same sender, recipient, subject and bodies, and as many sends at once as the job runner runs jobs
// (JOBS_CONCURRENCY). No database, no queue. Configured through its environment:
//
//   SMTP_URL, MAIL_FROM   as the server's
//   CONCURRENCY           sends at once (the runner's JOBS_CONCURRENCY)
//   MESSAGES              a JSON file: [{to, subject, html, text}]
//   WARMUP                how many of them to send first, unmeasured (as the server's warm-up turn)
//
// It answers over IPC `{type: 'sent', ms, sent}`: the time from the first measured send to the
// last one's acceptance by the sink, and how many were sent.
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';

interface Message {
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
}

const env = (name: string) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`bare mail: ${name} is not set`);
  return value;
};

const messages = JSON.parse(readFileSync(env('MESSAGES'), 'utf8')) as Message[];
const from = env('MAIL_FROM');
const concurrency = Number(env('CONCURRENCY'));
const transport = nodemailer.createTransport({ url: env('SMTP_URL'), pool: true, maxConnections: concurrency });

async function sendAll(list: Message[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const mail = list[next++]!;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.text ? { text: mail.text } : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

await sendAll(messages.slice(0, Number(env('WARMUP'))));
const started = performance.now();
await sendAll(messages);
const ms = performance.now() - started;
process.send?.({ type: 'sent', ms, sent: messages.length }, () => process.exit(0));
