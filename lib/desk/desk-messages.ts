export type { DeskMessages, Templates } from '@/lib/couple/desk/messages-table';
