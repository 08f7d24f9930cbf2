import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { isSourceChapter, SOURCE_CHAPTERS, sublanguageName, VARIANTS_BY_CHAPTER } from '@sa/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { COURSE_SWITCHES as SWITCHES } from '../course/course-switches';
import { useServices } from '../services';
import type { DialogProps } from './DialogsHost';

export const COURSE_NAME_REQUIRED = 'Course Name cannot be empty!';

type SwitchKey = (typeof SWITCHES)[number][0];

export default function CreateCourseDialog({ onClose }: DialogProps) {
  const { endpoints, session, notifier } = useServices();
  const navigate = useNavigate();
  const [courseName, setCourseName] = useState('');
  const [courseShortName, setCourseShortName] = useState('');
  const [chapter, setChapter] = useState<(typeof SOURCE_CHAPTERS)[number]>(1);
  const [variant, setVariant] = useState<string>('default');
  const [flags, setFlags] = useState<Record<SwitchKey, boolean>>({
    viewable: true,
    enableGame: true,
    enableAchievements: true,
    enableSourcecast: true,
  });
  const [moduleHelpText, setModuleHelpText] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (courseName.trim() === '') {
      setNameError(COURSE_NAME_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await endpoints.createCourse({
        courseName: courseName.trim(),
        courseShortName: courseShortName.trim() || null,
        ...flags,
        sourceChapter: chapter,
        sourceVariant: variant,
        moduleHelpText: moduleHelpText || null,
      });
      // The server answers 'OK' and makes the new course the latest viewed one.
      const profile = await endpoints.user();
      session.setProfile(profile);
      notifier.show('Course created!', { intent: 'success' });
      onClose();
      const newId = profile.courseRegistration?.courseId;
      navigate(newId === undefined ? '/' : `/courses/${newId}`);
    } catch {
      // The API client has already shown the error toast.
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title="Create Course" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup
            label="Course Name"
            labelFor="create-course-name"
            labelInfo="(required)"
            intent={nameError ? 'danger' : 'none'}
            helperText={nameError ?? undefined}
          >
            <InputGroup
              id="create-course-name"
              value={courseName}
              intent={nameError ? 'danger' : 'none'}
              aria-invalid={nameError !== null}
              onChange={(e) => {
                setCourseName(e.currentTarget.value);
                setNameError(null);
              }}
            />
          </FormGroup>
          <FormGroup label="Course Short Name" labelFor="create-course-short-name">
            <InputGroup
              id="create-course-short-name"
              value={courseShortName}
              onChange={(e) => setCourseShortName(e.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup label="Source Chapter" labelFor="create-course-chapter">
            <HTMLSelect
              id="create-course-chapter"
              value={chapter}
              onChange={(e) => {
                const next = Number(e.currentTarget.value);
                if (!isSourceChapter(next)) return;
                setChapter(next);
                setVariant('default');
              }}
            >
              {SOURCE_CHAPTERS.map((c) => (
                <option key={c} value={c}>
                  {sublanguageName(c, 'default')}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Source Variant" labelFor="create-course-variant">
            <HTMLSelect
              id="create-course-variant"
              value={variant}
              onChange={(e) => setVariant(e.currentTarget.value)}
            >
              {VARIANTS_BY_CHAPTER[chapter].map((v) => (
                <option key={v} value={v}>
                  {sublanguageName(chapter, v)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {SWITCHES.map(([key, label]) => (
            <Switch
              key={key}
              label={label}
              checked={flags[key]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setFlags((f) => ({ ...f, [key]: checked }));
              }}
            />
          ))}
          <FormGroup
            label="Module Help Text"
            labelFor="create-course-help"
            helperText="Markdown is supported."
          >
            <TextArea
              id="create-course-help"
              fill
              value={moduleHelpText}
              onChange={(e) => setModuleHelpText(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={<Button type="submit" intent="primary" text="Create Course" loading={busy} />}
        />
      </form>
    </Dialog>
  );
}
