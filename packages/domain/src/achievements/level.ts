/**
 * Levels (spec 2 section 9: "XP per level is a constant; level = floor(XP / constant) + 1").
 * The reference does not show its constant; we use 1000 XP per level, so a learner starts at
 * level 1 and reaches level 2 at 1000 XP.
 */
export const XP_PER_LEVEL = 1000;

/** The level for a total XP; negative or non-finite XP counts as 0 (level 1). */
export function levelOf(totalXp: number): number {
  return Math.floor(safeXp(totalXp) / XP_PER_LEVEL) + 1;
}

/** What the level bar draws. */
export interface LevelProgress {
  level: number;
  /** XP earned since the current level began: 0..XP_PER_LEVEL-1 (fractional XP kept). */
  xpIntoLevel: number;
  /** Always XP_PER_LEVEL; given so the bar needs no constant of its own. */
  xpPerLevel: number;
  /** xpIntoLevel / xpPerLevel, in [0, 1). */
  fraction: number;
}

export function levelProgress(totalXp: number): LevelProgress {
  const xp = safeXp(totalXp);
  const xpIntoLevel = xp - Math.floor(xp / XP_PER_LEVEL) * XP_PER_LEVEL;
  return {
    level: levelOf(xp),
    xpIntoLevel,
    xpPerLevel: XP_PER_LEVEL,
    fraction: xpIntoLevel / XP_PER_LEVEL,
  };
}

function safeXp(xp: number): number {
  return Number.isFinite(xp) && xp > 0 ? xp : 0;
}
