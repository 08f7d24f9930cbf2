import { HTMLSelect } from '@blueprintjs/core';
import type { TeamFormationStudent } from '@sa/contracts';

/** 0: no student picked in this place. */
export const NO_STUDENT = 0;

const labelOf = (s: TeamFormationStudent) => (s.name ? `${s.name} (${s.username})` : s.username);

/** One place in a team: a choice among the course's students. */
export function MemberPicker({
  label,
  value,
  students,
  onChange,
}: {
  label: string;
  value: number;
  students: readonly TeamFormationStudent[];
  onChange: (userId: number) => void;
}) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      options={[
        { value: NO_STUDENT, label: '(none)' },
        ...students.map((s) => ({ value: s.userId, label: labelOf(s) })),
      ]}
    />
  );
}

/** A team's picked places as the members POST and PUT admin/teams take. */
export const membersOf = (places: readonly number[]) =>
  places.filter((id) => id !== NO_STUDENT).map((userId) => ({ userId }));
