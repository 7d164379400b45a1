/** A QR code drawn by React from its modules (lib/desk/desk-cards.ts): no markup from elsewhere. */
export function QrCode({ qr, label }: { qr: { size: number; path: string }; label: string }) {
  return (
    <svg viewBox={`-1 -1 ${qr.size + 2} ${qr.size + 2}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-1} y={-1} width={qr.size + 2} height={qr.size + 2} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
