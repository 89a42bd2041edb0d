import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { getFreePort } from '@foyer/devnet/node'
import { type RunningService, serveApp } from '@foyer/server'
import { Hono } from 'hono'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { INBOX_HEADERS, inboxPage, type SinkMessage } from './inboxPage.js'

export type { SinkMessage }

/** The running sink: its SMTP port, its inbox, and what it holds. */
export type MailSink = {
  smtpPort: number
  inboxUrl: string
  messages(): SinkMessage[]
  stop(): Promise<void>
}

/** Messages kept at most: the oldest go first. */
const KEEP = 500

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.flatMap((item) => item.value.map((address) => address.address ?? '')).join(', ')
}

/**
 * The dev stack's stand-in for a mail server: an SMTP server on loopback that takes any mail (no auth, no
 * TLS) and keeps it in memory, and an HTTP inbox to read it: `GET /` (a page, newest first),
 * `GET /messages?to=<address>` (JSON, newest first), `DELETE /messages`.
 */
export async function startMailSink({
  smtpPort = 0,
  inboxPort,
  host = '127.0.0.1',
}: {
  smtpPort?: number
  inboxPort?: number
  host?: string
} = {}): Promise<MailSink> {
  let received: SinkMessage[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ')
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          received = [
            {
              id: randomUUID(),
              to: addresses(mail.to) || envelopeTo,
              from: addresses(mail.from) || envelopeFrom,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              ...(typeof mail.html === 'string' ? { html: mail.html } : {}),
              receivedAt: new Date().toISOString(),
            },
            ...received,
          ].slice(0, KEEP)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(smtpPort, host, () => resolve())
  })
  const boundSmtpPort = (smtp.server.address() as AddressInfo).port

  const inbox = new Hono()
    .get('/', (c) => c.html(inboxPage(received), 200, INBOX_HEADERS))
    .get('/messages', (c) => {
      const to = c.req.query('to')?.toLowerCase()
      const list = to
        ? received.filter((message) =>
            message.to
              .toLowerCase()
              .split(', ')
              .some((address) => address === to),
          )
        : received
      return c.json(list, 200, { 'Cache-Control': 'no-store' })
    })
    .delete('/messages', (c) => {
      received = []
      return c.json({ ok: true })
    })
  let http: RunningService
  try {
    http = await serveApp(inbox, { port: inboxPort ?? (await getFreePort()), host })
  } catch (error) {
    smtp.close()
    throw error
  }

  return {
    smtpPort: boundSmtpPort,
    inboxUrl: http.url,
    messages: () => received,
    async stop() {
      await http.stop()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}
