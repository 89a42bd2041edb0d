import nodemailer from 'nodemailer'

/** A mail the service sends: plain text, and the same in simple HTML. */
export type Mail = { to: string; subject: string; text: string; html: string }

/** What sends mail. The service awaits it, so a mail that could not be handed over is an error the user sees. */
export type Mailer = { send(mail: Mail): Promise<void>; close(): Promise<void> }

/**
 * Mail over SMTP (FOYER_SMTP_URL, e.g. `smtp://user:pass@smtp.example.com:587` or, for the dev stack's sink,
 * `smtp://127.0.0.1:2525`), from FOYER_MAIL_FROM. nodemailer logs nothing unless asked, so codes and links
 * stay out of the logs.
 */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    async close() {
      transport.close()
    },
  }
}
