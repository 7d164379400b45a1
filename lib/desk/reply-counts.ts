export interface Reply {
  coming: boolean;
  people: number;
  note: string;
}

export interface PartCount {
  id: string;
  name: string;
  people: number;
  notComing: number;
  waiting: number;
}

interface Invited {
  id: string;
  invited_to?: readonly string[] | null;
}

/** Per part of the day (a guest invited to none in particular is invited to all); one line for a day without parts. */
export function countsPerPart(guests: readonly Invited[], replies: ReadonlyMap<string, Reply>, parts: readonly { id: string; name: string }[]): PartCount[] {
  const lines = parts.length ? parts : [{ id: '', name: 'The day' }];
  return lines.map(({ id, name }) => {
    const line: PartCount = { id, name, people: 0, notComing: 0, waiting: 0 };
    for (const guest of guests) {
      if (id && guest.invited_to?.length && !guest.invited_to.includes(id)) continue;
      const reply = replies.get(guest.id.toLowerCase());
      if (!reply) line.waiting++;
      else if (reply.coming) line.people += reply.people;
      else line.notComing++;
    }
    return line;
  });
}
