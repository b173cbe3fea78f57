import { coupDistribution } from '../src/games/trente-et-quarante/math.js';
const c0 = process.cpuUsage();
const d = coupDistribution(6);
const c1 = process.cpuUsage(c0);
console.log(((c1.user + c1.system) / 1000).toFixed(0), 'ms cpu', d.total);
