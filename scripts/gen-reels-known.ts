// Regenerates src/games/machines/reels/known-returns.json: the exact return of every shipped reel machine.
import { writeFileSync } from 'node:fs';
import { reelSlot as reels } from '../src/games/machines/reels/index.js';
import { analyseReels } from '../src/games/machines/reels/math.js';
import { machineKey } from '../src/games/machines/reels/known-returns.js';
import { machineOf } from '../src/games/machines/reels/profile.js';

const out: Record<string, number> = {};
for (const id of reels.profiles.ids()) {
  const m = machineOf(reels.profiles.get(id));
  out[machineKey(m)] = analyseReels(m).rtp;
}
writeFileSync('src/games/machines/reels/known-returns.json', JSON.stringify(out, null, 2) + '\n');
console.log(out);
