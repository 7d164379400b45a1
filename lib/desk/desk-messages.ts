export type { DeskMessages, Templates } from './messages-table';
