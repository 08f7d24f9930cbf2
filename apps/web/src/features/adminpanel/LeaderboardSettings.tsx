import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CourseFormValues } from './courseForm';

export const LEADERBOARD_SWITCHES = [
  ['enableOverallLeaderboard', 'Enable Overall Leaderboard'],
  ['enableContestLeaderboard', 'Enable Contest Leaderboard'],
] as const;

export const LEADERBOARD_SIZES = [
  ['topLeaderboardDisplay', 'Overall Leaderboard: students shown', 'admin-top-leaderboard'],
  ['topContestLeaderboardDisplay', 'Contest Leaderboard: entries shown', 'admin-top-contest-leaderboard'],
] as const;

/** The leaderboard switches and the number of rows each page shows (its top N), in the course form. */
export function LeaderboardSettings({
  register,
  errors,
}: {
  register: UseFormRegister<CourseFormValues>;
  errors: FieldErrors<CourseFormValues>;
}) {
  return (
    <>
      {LEADERBOARD_SWITCHES.map(([key, label]) => {
        const { ref, ...field } = register(key);
        return <Switch key={key} label={label} inputRef={ref} {...field} />;
      })}
      {LEADERBOARD_SIZES.map(([key, label, id]) => {
        const error = errors[key]?.message;
        const { ref, ...field } = register(key);
        return (
          <FormGroup
            key={key}
            label={label}
            labelFor={id}
            intent={error ? 'danger' : 'none'}
            helperText={error}
          >
            <InputGroup
              id={id}
              inputMode="numeric"
              aria-invalid={error !== undefined}
              inputRef={ref}
              {...field}
            />
          </FormGroup>
        );
      })}
    </>
  );
}
