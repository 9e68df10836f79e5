// The API tests' name for the test kit's real SMTP server (packages/test-kit/src/mail-inbox.ts).
export { MailInbox as SmtpSink, linkIn, type ReceivedMail } from "@lineup/test-kit";
