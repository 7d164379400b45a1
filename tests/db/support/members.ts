import { randomUUID } from 'node:crypto';
import { asRole, type Database } from './postgres';

export interface User {
  id: string;
  email: string;
}

/** One of the wedding's members and someone signed in who is not, with `as` to run work as either. */
export function memberAndStranger(db: () => Database, role: 'owner' | 'helper') {
  const member: User = { id: randomUUID(), email: 'ines@example.com' };
  const stranger: User = { id: randomUUID(), email: 'someone@example.com' };
  const as = <T>(who: User, work: (tx: Database) => Promise<T>) =>
    asRole(db(), 'authenticated', {}, work, { sub: who.id, email: who.email, role: 'authenticated' });
  const add = async () => {
    for (const who of [member, stranger]) await db().query(`insert into auth.users (id, email) values ($1, $2)`, [who.id, who.email]);
    await db().query(`insert into public.members (user_id, role, email) values ($1, $2, $3)`, [member.id, role, member.email]);
  };
  return { member, stranger, as, add };
}
