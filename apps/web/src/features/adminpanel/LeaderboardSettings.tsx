import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';

/** The course's leaderboard settings as the course form edits them (sizes as typed). */
export interface LeaderboardValues {
  enableOverallLeaderboard: boolean;
  enableContestLeaderboard: boolean;
  topLeaderboardDisplay: string;
  topContestLeaderboardDisplay: string;
}

export const LEADERBOARD_SWITCHES = [
  ['enableOverallLeaderboard', 'Enable Overall Leaderboard'],
  ['enableContestLeaderboard', 'Enable Contest Leaderboard'],
] as const;

export const LEADERBOARD_SIZES = [
  ['topLeaderboardDisplay', 'Overall Leaderboard: students shown', 'admin-top-leaderboard'],
  ['topContestLeaderboardDisplay', 'Contest Leaderboard: entries shown', 'admin-top-contest-leaderboard'],
] as const;

/** A size is a whole number from 1 to 10000 (what the server accepts); undefined otherwise. */
export function parseSize(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= 1 && n <= 10_000 ? n : undefined;
}

export const SIZE_HELP = 'A whole number from 1 to 10000.';

/** The leaderboard switches and the number of rows each page shows (its top N). */
export function LeaderboardSettings({
  values,
  set,
}: {
  values: LeaderboardValues;
  set<K extends keyof LeaderboardValues>(key: K, value: LeaderboardValues[K]): void;
}) {
  return (
    <>
      {LEADERBOARD_SWITCHES.map(([key, label]) => (
        <Switch
          key={key}
          label={label}
          checked={values[key]}
          onChange={(e) => set(key, e.currentTarget.checked)}
        />
      ))}
      {LEADERBOARD_SIZES.map(([key, label, id]) => {
        const bad = parseSize(values[key]) === undefined;
        return (
          <FormGroup
            key={key}
            label={label}
            labelFor={id}
            intent={bad ? 'danger' : 'none'}
            helperText={bad ? SIZE_HELP : undefined}
          >
            <InputGroup
              id={id}
              inputMode="numeric"
              value={values[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          </FormGroup>
        );
      })}
    </>
  );
}
