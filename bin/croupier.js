#!/usr/bin/env node
// Launches the CLI through tsx so the TypeScript sources run as they are. A young generation of up to 64 MB per
// semi-space (V8's default is 16) lets most of a request's short-lived objects die young: the server's garbage
// collection fell from 12.6% to 7.5% of its event loop's time under the throughput benchmark (docs/server.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', join(root, 'src/cli/main.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
