/** The chat widget's copy (docs/product.md §2 'Floating chat widget', §8 'Chat replies'); quoted spec strings are word for word. */

export const CHAT_COPY = {
  open: 'Chat with us',
  close: 'Close chat',
  title: 'Aangan Support',
  subtitle: 'Typically replies within minutes',
  greeting: 'Namaste! How can we help you with your property search today?',
  defaultText: 'Hello, I need some inquiry',
  messageLabel: 'Message',
  send: 'Send message',
  typing: 'Agent is typing…',
  hint: 'Continues on WhatsApp · Shift+Enter for a new line',
  sent: "Message sent! We'll respond to you shortly on WhatsApp.",
} as const;

/**
 * The reply when the WhatsApp tab could not be opened. The spec writes '+91 {phone}'; the site shows
 * the number with its '+91' already, so that prefix is dropped first to say it once.
 */
export function sendFailedReply(phone: string): string {
  const national = phone.trim().replace(/^\+?91\s+/, '');
  return `There was an issue sending your message. Please try again or contact us directly at +91 ${national}.`;
}
