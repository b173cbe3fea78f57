import { games } from '../src/registry.js';
import { player, DEALER } from '../src/core/ids.js';
import { cryptoRng } from '../src/rng/crypto-rng.js';
for (const g of games()) {
  const pid = g.profiles.ids()[0]!;
  const profile = g.profiles.get(pid);
  const table = g.defaultTable(profile);
  const { state } = g.create({ profile, table, carry: null, rng: cryptoRng(), roundNo: 1 });
  console.log('==', g.id, pid, 'table', JSON.stringify(table).slice(0, 200));
  console.log(' awaiting', JSON.stringify(g.awaiting(state)));
  console.log(' probe legal', JSON.stringify(g.legalActions(state, player('~probe'))).slice(0, 300));
  console.log(' dealer legal', JSON.stringify(g.legalActions(state, DEALER)).slice(0, 300));
}
