// Prints the demo guests' personal links before the server starts.
import { readFileSync } from 'node:fs';

const port = process.env.PORT ?? '3000';
const guests = JSON.parse(readFileSync(new URL('../content/demo/guests.json', import.meta.url), 'utf8'));
console.log('\nDemo invitations (bundled demo wedding, no backend needed):');
for (const g of guests) console.log(`  ${g.name.padEnd(16)} http://localhost:${port}/invite/${g.id}`);
console.log('');
