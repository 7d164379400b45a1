import type { GuestMessage } from '@/lib/desk/desk-guests';
import { ShareButton } from './share-button';

export function SendLinks({ name, message, what = '' }: { name: string; message: GuestMessage; what?: string }) {
  const to = `${what}to ${name}`;
  return (
    <span className="desk-send">
      <a href={message.whatsapp} aria-label={`WhatsApp ${to}`}>
        WhatsApp
      </a>
      <a href={message.sms} aria-label={`SMS ${to}`}>
        SMS
      </a>
      <a href={message.email} aria-label={`E-mail ${to}`}>
        E-mail
      </a>
      <ShareButton title={message.subject} text={message.body} label={`Share ${to}`} />
    </span>
  );
}
