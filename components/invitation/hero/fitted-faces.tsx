import { greetingFaces } from '@/lib/wedding/stand-in-fit';

/**
 * The first paint's stand-ins for this page's own names, each fitted to the name's width in its web
 * face (lib/wedding/stand-in-fit.ts), so the centred lines keep their place when the fonts come.
 * React hoists the style into <head>; a name it cannot fit keeps the general stand-in.
 */
export function FittedFaces({ guestName, namesParts }: { guestName: string; namesParts: string[] }) {
  const faces = greetingFaces(guestName, namesParts);
  if (!faces) return null;
  return (
    <style href={`fitted-faces-${faces.key}`} precedence="default">
      {faces.css}
    </style>
  );
}
