/**
 * @module games/house-poker/pai-gow
 * Pai Gow poker (`pai-gow`: 000 §14 as profile `eus`): 52 cards and a joker (an ace, or the card that completes a
 * straight, a flush or a straight flush); one bet a box, "no more", three dice whose sum counted from the Bank's
 * position gives the first hand; seven cards to each position in play, the Bank's included; each player sets a
 * five-card high hand and a two-card low hand (the high worth more, else the hands lose); the croupier, who may not
 * look at his cards before, sets the Bank's by the profile's house way; both hands higher wins even money less the
 * commission (5%), one higher and the other lower or equal is void, anything else loses: the Bank wins the copies.
 * The Bank is offered to the players in turn (VI; profile `bank`, `bankRotation`): a player who takes it covers the
 * table, sets his own hands and plays against every box and the croupier's hand (pai-gow/bank.ts).
 * Built on its own reducer (pai-gow/), as the two-hand setting does not fit the one-hand engine.
 *
 * Mathematics: the return with the player setting his hand by the same house way, by a seeded simulation through the
 * engine (`paiGowSimulate`); `rtp` serves the stored result (math/pai-gow-sim.json beside pai-gow/) with its 99.9%
 * interval, and a test proves the stored figures equal to a fresh run of the same seed. The exact figure (every
 * pair of seven-card hands, ~8·10^15 deals, even reduced by suit symmetry) is out of reach on this machine.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { paiGowGame } from './pai-gow/game.js';
import { defaultPaiGowTable, paiGowProfileSchema, type PaiGowProfile } from './pai-gow/profile.js';
import type { PgState } from './pai-gow/state.js';
import { boundedBet, rtpReport, simulationMethod, simulationReport, withBounds } from './math/report.js';
import { PAI_GOW_EXACT_COST } from './math/exact-cost.js';
import { renderHousePoker } from './render.js';
import { SIM_DEALER, SIM_PLAYER, simulateRounds, type StoredSim } from './engine/simulate.js';

const ID = 'pai-gow';

const profiles = profileSetFromDir(paiGowProfileSchema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID));

const pct = (f: { num: number; den: number }): string => `${((100 * f.num) / f.den).toFixed(2).replace(/\.?0+$/, '')}%`;

function bets(p: PaiGowProfile): BetInfo[] {
  return [{ id: 'main', pays: `1:1 less ${pct(p.commission.value)} commission when both hands beat the Bank's; void when one does; the Bank wins the copies`, cite: p.cites.settle }];
}

const STRATEGY = 'the player sets his hands by the same house way as the Bank (the profile’s houseWay)';

/** Rounds through the engine: one box with a bet of the table minimum, set by the house way (the `house-way` action). */
export function paiGowSimulate(p: PaiGowProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const table = defaultPaiGowTable(p);
  const unit = table.minimum;
  const [me, dealer] = [SIM_PLAYER, SIM_DEALER];
  const outcomes: Record<string, number> = { win: 0, void: 0, lose: 0, foul: 0 };
  const tally = simulateRounds(paiGow, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, amount: unit, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: dealer }, rng);
    // The player passes the Bank when it is offered to him (000 §14 VI): the figures are of a player against the house's Bank.
    if ((run.state as PgState).phase === 'bank-offer') run.act({ type: 'pass-bank', box: 1, by: me } as unknown as GameAction, rng);
    run.act({ type: 'throw-dice', by: dealer }, rng);
    run.act({ type: 'house-way', box: 1, by: me } as unknown as GameAction, rng);
    run.act({ type: 'showdown', by: dealer }, rng);
    const line = (run.state as PgState).settlement?.lines[0];
    tally.add('main', (line?.net ?? 0) / unit);
    outcomes[line?.outcome ?? 'lose'] = (outcomes[line?.outcome ?? 'lose'] ?? 0) + 1;
  });
  const frequencies = Object.fromEntries(Object.entries(outcomes).map(([k, n]) => [k, n / o.rounds]));
  return simulationReport(ID, profileId, o, withBounds(tally.results(1), { frequencies }), { strategy: STRATEGY });
}

export interface PaiGowStoredSim extends StoredSim {
  readonly frequencies: Readonly<Record<string, number>>;
}

/** The stored simulation `rtp` serves (`croupier simulate pai-gow --profile eus --rounds N --seed S`), by profile. */
export const STORED = JSON.parse(readFileSync(new URL('./pai-gow/sim.json', import.meta.url), 'utf8')) as Record<string, PaiGowStoredSim & { check: PaiGowStoredSim }>;

const asStored = (r: SimulationReport): PaiGowStoredSim => {
  const b = r.bets[0] as SimulationReport['bets'][number];
  return { seed: r.seed, rounds: r.rounds, rtp: b.rtp, sd: b.sd as number, ci999: b.ci999 as unknown as [number, number], frequencies: b.frequencies as Record<string, number> };
};

export function paiGowRtp(p: PaiGowProfile, profileId: string, options: Readonly<Record<string, string>>): RtpReport {
  const stored = STORED[profileId];
  const rounds = options.rounds ? Number(options.rounds) : undefined;
  const f = rounds || !stored ? asStored(paiGowSimulate(p, profileId, { rounds: rounds ?? 100_000, seed: options.seed ?? `${ID}-${profileId}` })) : stored;
  return rtpReport(
    ID,
    profileId,
    [boundedBet('main', f, { frequencies: f.frequencies, strategy: STRATEGY })],
    simulationMethod(f, `, the player setting his hands by the house way (${p.houseWay.value})`, PAI_GOW_EXACT_COST),
    'main: the player’s return per unit bet, the commission deducted from wins',
    { published: 'about 2.7% house edge for the common house way against itself with a 5% commission (compare: houseEdge)' },
  );
}

export function paiGowStrategy(p: PaiGowProfile): string {
  return [
    `Pai Gow poker (${p.id}): the figures are for a player who sets his hands by the Bank's house way (${p.houseWay.value}); it is stated, not the optimum.`,
    'The house way (pai-gow/house-way, docs/games/house-poker.md): five aces together; four of a kind with a pair beside it, the pair low; four of 2–6 together, of 7–K together with an ace single (ace low), else split; four aces split;',
    'two three-of-a-kinds: a pair from the higher low; full house split (but 2s with an ace and a king single: kept, A-K low); three of a kind high (three aces: a pair high, ace low); three pairs: the highest low;',
    'two pairs split, unless the higher is 10s or lower with an ace single (both high, the ace low); one pair high, the next two cards low; no pair: the highest card high, the next two low;',
    'a straight, flush or straight flush is played high (with the best two cards left low) where rules above give less than a straight, unless they put a pair low and the straight cannot.',
  ].join('\n');
}

export const paiGow = paiGowGame(ID, profiles, bets, {
  rtp: (p, id, o) => paiGowRtp(p, id, o),
  strategy: (p) => paiGowStrategy(p),
  simulate: (p, id, o) => paiGowSimulate(p, id, o),
  render: renderHousePoker,
});
