import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas; let total = 0;
for (let i = 0; i < p.samples.length; i++) { const n = byId.get(p.samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log((100 * v / total).toFixed(1).padStart(5), k);
// inclusive by file
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < p.samples.length; i++) { const seen = new Set(); let id = p.samples[i]; while (id !== undefined) { const n = byId.get(id); const f = n.callFrame.url.split('/').slice(-3).join('/'); if (!seen.has(f)) { seen.add(f); incl.set(f, (incl.get(f) ?? 0) + (dt[i] ?? 0)); } id = parent.get(id); } }
console.log('--- inclusive by file');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((100 * v / total).toFixed(1).padStart(5), k);
console.log('--- inclusive by function');
const incF = new Map();
for (let i = 0; i < p.samples.length; i++) { const seen = new Set(); let id = p.samples[i]; while (id !== undefined) { const n = byId.get(id); const f = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; if (!seen.has(f)) { seen.add(f); incF.set(f, (incF.get(f) ?? 0) + (dt[i] ?? 0)); } id = parent.get(id); } }
for (const [k, v] of [...incF].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((100 * v / total).toFixed(1).padStart(5), k);
