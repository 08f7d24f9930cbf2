import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { AssessmentConfigInput, UpdateCourseConfigRequest } from '@sa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { AssessmentTypesTable } from './AssessmentTypesTable';
import { adminKeys, useAdminPanelEndpoints, useRefreshSession } from './api';
import { CourseConfigForm } from './CourseConfigForm';

/** Course form and type table, each saved on its own; both refresh the session afterwards. */
export function ConfigurationTab() {
  const admin = useAdminPanelEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const profile = useSession().profile;
  const courseId = profile?.courseRegistration?.courseId;
  const config = profile?.courseConfiguration;
  const types = useQuery({ queryKey: adminKeys.types(courseId), queryFn: admin.assessmentConfigs });

  const saveCourse = async (changes: UpdateCourseConfigRequest) => {
    await admin.updateCourseConfig(changes);
    notifier.show('Updated successfully!', { intent: 'success' });
    await refreshSession();
  };
  const saveTypes = async (rows: AssessmentConfigInput[]) => {
    await admin.saveAssessmentConfigs(rows);
    notifier.show('Updated successfully!', { intent: 'success' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.types(courseId) }),
      refreshSession(),
    ]);
  };
  const deleteType = async (id: number) => {
    await admin.deleteAssessmentConfig(id);
    notifier.show('Deleted successfully!', { intent: 'success' });
    await refreshSession();
  };

  return (
    <>
      {config ? <CourseConfigForm key={JSON.stringify(config)} config={config} save={saveCourse} /> : null}
      {types.data ? (
        <AssessmentTypesTable
          key={types.dataUpdatedAt}
          initial={types.data}
          save={saveTypes}
          deleteType={deleteType}
        />
      ) : types.isError ? (
        <NonIdealState title="Could not load the assessment types" />
      ) : (
        <Spinner />
      )}
    </>
  );
}
