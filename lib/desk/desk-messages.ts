import 'server-only';

// As the signed-in member: row-level security lets only members read or write them.
export { readMessages, saveMessages, type DeskMessages, type Templates } from '@/lib/couple/desk/messages-table';
