import type { QrCard } from '@/lib/desk/desk-cards';
import { QrCode } from './qr-code';

export function QrCards({ cards }: { cards: QrCard[] }) {
  return (
    <section className="desk-cards" aria-label="Cards">
      {cards.map((c) => (
        <article key={c.id} className="desk-card" aria-label={c.name}>
          <p className="desk-card-name" dir="auto">
            {c.name}
          </p>
          <QrCode qr={c.qr} label={`QR code of ${c.name}'s link`} />
          <p lang={c.line.language} dir={c.line.dir}>
            {c.line.text}
          </p>
        </article>
      ))}
    </section>
  );
}
