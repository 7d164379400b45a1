export const MESSAGE_FIELDS = [
  ['invite.subject', 'Invitation: subject'],
  ['invite.body', 'Invitation: message'],
  ['remind.subject', 'Reminder: subject'],
  ['remind.body', 'Reminder: message'],
  ['card', 'QR card line'],
] as const;

type Field = (typeof MESSAGE_FIELDS)[number][0];
interface Texts {
  invite: { subject: string; body: string };
  remind: { subject: string; body: string };
  card: string;
}

export function messageText(t: Texts | undefined, field: Field): string {
  if (!t) return '';
  if (field === 'card') return t.card;
  const [kind, part] = field.split('.') as ['invite' | 'remind', 'subject' | 'body'];
  return t[kind][part];
}
