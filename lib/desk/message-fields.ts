/** The texts of one language the desk sends, each with the label its form gives it. */
export const MESSAGE_FIELDS = [
  ['invite.subject', 'Invitation: subject'],
  ['invite.body', 'Invitation: message'],
  ['remind.subject', 'Reminder: subject'],
  ['remind.body', 'Reminder: message'],
  ['card', 'QR card line'],
] as const;
