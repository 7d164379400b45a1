import { fittedFaces } from '@/lib/wedding/stand-in-fit';

/** The families hero.module.css gives each part of the couple's names and the guest's name. */
const NAMES_FAMILIES = ['Wedding Names 1', 'Wedding Names 2'];
const GUEST_FAMILY = 'Wedding Guest';

/**
 * The first paint's stand-ins for this page's own names, each fitted to the name's width in its web
 * face (lib/wedding/stand-in-fit.ts), so the centred lines keep their place when the fonts come.
 * React hoists the style into <head>; a name it cannot fit keeps the general stand-in.
 */
export function FittedFaces({ guestName, namesParts }: { guestName: string; namesParts: string[] }) {
  const faces = fittedFaces([
    ...namesParts.slice(0, NAMES_FAMILIES.length).map((text, i) => ({ family: NAMES_FAMILIES[i]!, text, face: 'script' as const })),
    { family: GUEST_FAMILY, text: guestName, face: 'serifBold' },
  ]);
  if (!faces) return null;
  return (
    <style href={`fitted-faces-${faces.key}`} precedence="default">
      {faces.css}
    </style>
  );
}
