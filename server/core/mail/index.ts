/** The front door of server/core/mail: what other modules may use. */
export { headerText, MAIL_COLORS, mailButton, mailDocument } from './mail-layout';
export { createMailer } from './mailer';
export type { Mailer, MailMessage } from './mailer';
