/**
 * @module tournaments/ranking
 * The club-poker tournament ranking (003-CP-RANK): its profile, one tournament's points, the quarter's standings and
 * payout from the ranking fund (docs/tournament-ranking.md).
 */
export { RankingError } from './errors.js';
export { rankingProfiles, rankingProfileSchema, TOURNAMENT_KINDS, type RankingProfile, type TournamentKind } from './profile.js';
export { tournamentPoints, factorsOf, checkTournament, type RankedTournament, type TournamentPoints, type Award } from './points.js';
export { quarterRanking, quarterPayout, quarterOf, rankingFundAccount, rankingShare, type QuarterRanking, type QuarterPayout, type Standing, type Payout } from './quarter.js';
