import { Dialog, DialogBody, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { canChooseCourse } from '../navbar/courseChoice';
import { useSession } from '../session/hooks';
import type { DialogProps } from './DialogsHost';

export default function MyCoursesDialog({ onClose }: DialogProps) {
  const profile = useSession().profile;
  const navigate = useNavigate();
  const courses = profile?.user.courses ?? [];
  const current = profile?.courseRegistration?.courseId;
  const choose = (value: string) => {
    onClose();
    navigate(`/courses/${value}`);
  };
  return (
    <Dialog isOpen title="My Courses" onClose={onClose}>
      <DialogBody>
        {courses.length === 0 ? (
          <p>You are not in any course yet.</p>
        ) : (
          <FormGroup label="Course" labelFor="my-courses-select">
            <HTMLSelect
              id="my-courses-select"
              fill
              value={current ?? ''}
              disabled={courses.length <= 1 && current !== undefined}
              onChange={(e) => choose(e.currentTarget.value)}
            >
              {current === undefined ? <option value="">Choose a course</option> : null}
              {courses.map((c) => (
                <option key={c.courseId} value={c.courseId} disabled={!canChooseCourse(c)}>
                  {c.courseShortName ? `${c.courseShortName} - ${c.courseName}` : c.courseName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
      </DialogBody>
    </Dialog>
  );
}
