// Prints the demo guests' personal links before the server starts.
import { readFileSync } from 'node:fs';

const port = process.env.PORT ?? '3000';
const guests = JSON.parse(readFileSync(new URL('../content/demo/guests.json', import.meta.url), 'utf8'));
console.log('\nDemo invitations (bundled demo wedding, no backend needed):');
for (const g of guests) {
  const language = g.language ? ` (${new Intl.DisplayNames(['en'], { type: 'language' }).of(g.language)})` : '';
  console.log(`  ${`${g.name}${language}`.padEnd(30)} http://localhost:${port}/invite/${g.id}`);
}
console.log('');
