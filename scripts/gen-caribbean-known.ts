import { writeFileSync } from 'node:fs';
import { str } from '../src/math/rational.js';
import { STANDARD_HIGH } from '../src/poker-eval/presets.js';
import { caribbean } from '../src/games/house-poker/caribbean.js';
import { analyseCaribbean, analysisKey, insurance, insuranceKey } from '../src/games/house-poker/math/caribbean.js';
const out = { antePlay: {} as Record<string, string>, insurance: {} as Record<string, string> };
for (const id of caribbean.profiles.ids()) {
  const p = caribbean.profiles.get(id) as never;
  out.antePlay[analysisKey(p, STANDARD_HIGH)] = str(analyseCaribbean(p, STANDARD_HIGH).antePlay);
  const k = insuranceKey(p, STANDARD_HIGH);
  const i = insurance(p, STANDARD_HIGH);
  if (k && i) out.insurance[k] = str(i);
}
writeFileSync('src/games/house-poker/math/caribbean-known.json', JSON.stringify(out, null, 2) + '\n');
console.log(out);
