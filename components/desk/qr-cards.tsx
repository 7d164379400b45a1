import type { QrCard } from '@/lib/desk/desk-cards';

export function QrCards({ cards }: { cards: QrCard[] }) {
  return (
    <section className="desk-cards" aria-label="Cards">
      {cards.map((c) => (
        <article key={c.id} className="desk-card" aria-label={c.name}>
          <p className="desk-card-name" dir="auto">
            {c.name}
          </p>
          <svg viewBox={`-1 -1 ${c.qr.size + 2} ${c.qr.size + 2}`} role="img" aria-label={`QR code of ${c.name}'s link`} shapeRendering="crispEdges">
            <rect x={-1} y={-1} width={c.qr.size + 2} height={c.qr.size + 2} fill="#fff" />
            <path d={c.qr.path} fill="#000" />
          </svg>
          <p lang={c.line.language} dir={c.line.dir}>
            {c.line.text}
          </p>
        </article>
      ))}
    </section>
  );
}
