import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A message as the test SMTP server received it, headers parsed and body decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  /** The HTML alternative of a multipart message, decoded; null for plain text alone. */
  html: string | null;
}

export interface SmtpTestServer {
  port: number;
  /** SMTP_URL for the app. */
  url: string;
  received: ReceivedMail[];
  /** Answer the next DATA commands with this SMTP error (e.g. 451, a temporary refusal); null accepts. */
  refuseWith: { code: number; message: string } | null;
  /** Addresses refused at RCPT TO with "550 5.1.1 … mailbox unavailable", as a real server does. */
  rejectRecipients: Set<string>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * Splits a message into unfolded headers (lower-case names) and its decoded body; of a
 * multipart/alternative one, the text/plain part as `text` and the text/html part as `html`.
 */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, text } = parsePart(raw);
  const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(
    headers.get('content-type') ?? '',
  )?.[1];
  if (!boundary) return { headers, text, html: null };
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r\n/, '')));
  const of = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(type));
  return { headers, text: of('text/plain')?.text ?? '', html: of('text/html')?.text ?? null };
}

function parsePart(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives. Pass
 * the port of a closed one to bring "the same" server back after an outage.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    port: 0,
    url: '',
    received: [],
    refuseWith: null,
    rejectRecipients: new Set(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // The app's transport keeps its connection open (a pool of one): closing must not wait 30 s for it.
    closeTimeout: 200,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.rejectRecipients.has(address.address.toLowerCase())) {
        const error = Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected: mailbox unavailable`),
          { responseCode: 550 },
        );
        callback(error);
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseWith) {
          const error = Object.assign(new Error(state.refuseWith.message), {
            responseCode: state.refuseWith.code,
          });
          callback(error);
          return;
        }
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        state.received.push({
          envelopeFrom,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/**
 * A test SMTP server on a port below the range Linux hands out for `listen(0)` and outgoing
 * connections (32768–60999), for a test that closes it (an outage) and brings it back on the same
 * port: meanwhile, no other test's server or connection is given that port. Tries random ports
 * until one is free.
 */
export async function startSmtpTestServerOnStablePort(): Promise<SmtpTestServer> {
  for (let tries = 1; ; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    try {
      return await startSmtpTestServer(port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || tries === 20) throw error;
    }
  }
}
