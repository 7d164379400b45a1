import type { Metadata } from 'next';
import type { Couple } from '@/lib/data/types';
import { joinedNames, partnerNames } from '@/lib/wedding/names';

export const NO_ACCESS_TITLE = 'Wedding Invitation';
export const NO_ACCESS_DESCRIPTION = "You're invited to celebrate our special day!";

/** Spec §2: the couple's names only — never the guest's, since messaging apps keep previews. */
export function invitationText(couple: Couple): { title: string; description: string } {
  const names = partnerNames(couple);
  const title = names.length ? `Wedding Invitation - ${joinedNames(couple)}` : NO_ACCESS_TITLE;
  const description =
    names.length >= 2
      ? `You're invited to celebrate the wedding of ${names[0]} and ${names[1]}. Join us for our special day!`
      : names.length === 1
        ? `You're invited to celebrate the wedding of ${names[0]}. Join us for our special day!`
        : NO_ACCESS_DESCRIPTION;
  return { title, description };
}

export function invitationMetadata(couple: Couple): Metadata {
  const { title, description } = invitationText(couple);
  return { title, description };
}
