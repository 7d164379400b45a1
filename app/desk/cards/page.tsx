import { PrintButton } from '@/components/desk/print-button';
import { QrCards } from '@/components/desk/qr-cards';
import { deskCards } from '@/lib/desk/desk-cards';
import { deskSiteUrl } from '@/lib/desk/accounts';
import { deskMember } from '@/lib/desk/visitor';

export default async function CardsPage() {
  const member = await deskMember();
  const { cards, problem } = await deskCards(member.place, await deskSiteUrl());
  return (
    <>
      <div className="desk-no-print">
        <p>
          <a href="/desk">← Guests</a>
        </p>
        <h1>QR cards</h1>
        <p>
          One card per guest: their name, the QR code of their own link, and the card line in their language (Messages changes it). Print this
          page (choose A4 or letter in the print dialog) and cut along the dashed lines.
        </p>
        {problem ? <p role="alert">{problem}</p> : null}
        <PrintButton />
      </div>
      {cards.length ? <QrCards cards={cards} /> : <p>The wedding has no guests yet.</p>}
    </>
  );
}
