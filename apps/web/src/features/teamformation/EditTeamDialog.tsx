import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { TeamFormationOverview, TeamFormationStudent } from '@sa/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifier } from '../../app/toaster';
import { useTeamEndpoints } from './api';
import { teamErrorText } from './errors';
import { MemberPicker, membersOf, NO_STUDENT } from './MemberPicker';

/** Changes a team's members: one picker per place of the assessment's team size. */
export function EditTeamDialog({
  team,
  maxTeamSize,
  students,
  onClose,
  onSaved,
}: {
  team: TeamFormationOverview;
  maxTeamSize: number;
  students: readonly TeamFormationStudent[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const endpoints = useTeamEndpoints();
  const notifier = useNotifier();
  const size = Math.max(maxTeamSize, team.studentCourseRegIds.length);
  const [places, setPlaces] = useState(() =>
    Array.from({ length: size }, (_, i) => team.studentCourseRegIds[i] ?? NO_STUDENT),
  );
  const [error, setError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: (members: ReturnType<typeof membersOf>) =>
      endpoints.update({ teamId: team.teamId, assessmentId: team.assessmentId, student_ids: [members] }),
    onSuccess: (message) => {
      notifier.show(message, { intent: 'success' });
      onSaved();
      onClose();
    },
    onError: (caught) => setError(teamErrorText(caught)),
  });

  const save = () => {
    const members = membersOf(places);
    if (members.length === 0) {
      setError('A team needs at least one student; delete the team instead.');
      return;
    }
    setError(null);
    saving.mutate(members);
  };

  return (
    <Dialog isOpen title={`Edit team ${team.teamId} of ${team.assessmentName}`} onClose={onClose}>
      <DialogBody>
        {places.map((userId, place) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a team's places are fixed
          <div key={place}>
            <MemberPicker
              label={`Student ${place + 1}`}
              value={userId}
              students={students}
              onChange={(id) => setPlaces((current) => current.map((v, p) => (p === place ? id : v)))}
            />
          </div>
        ))}
        {error ? (
          <Callout intent="danger" role="alert" title="Team not saved">
            {error}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Save team" loading={saving.isPending} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}
