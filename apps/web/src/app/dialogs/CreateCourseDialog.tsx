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
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCourseRequest } from '@sa/contracts';
import { isSourceChapter, SOURCE_CHAPTERS, sublanguageName, VARIANTS_BY_CHAPTER } from '@sa/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { COURSE_SWITCHES as SWITCHES } from '../course/course-switches';
import { useServices } from '../services';
import type { DialogProps } from './DialogsHost';

type FormInput = z.input<typeof CreateCourseRequest>;

const DEFAULTS: FormInput = {
  courseName: '',
  courseShortName: '',
  viewable: true,
  enableGame: true,
  enableAchievements: true,
  enableSourcecast: true,
  sourceChapter: 1,
  sourceVariant: 'default',
  moduleHelpText: '',
};

/**
 * Create Course. The form is checked with the route's own schema (CreateCourseRequest), so the
 * texts under its fields are the ones the server would answer.
 */
export default function CreateCourseDialog({ onClose }: DialogProps) {
  const { endpoints, session, notifier } = useServices();
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, CreateCourseRequest>({
    resolver: zodResolver(CreateCourseRequest),
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const create = useMutation({
    mutationFn: async (course: CreateCourseRequest) => {
      await endpoints.createCourse({
        ...course,
        courseShortName: course.courseShortName?.trim() || null,
        moduleHelpText: course.moduleHelpText || null,
      });
      // The server answers 'OK' and makes the new course the latest viewed one.
      return endpoints.user();
    },
    onSuccess: (profile) => {
      session.setProfile(profile);
      notifier.show('Course created!', { intent: 'success' });
      onClose();
      const newId = profile.courseRegistration?.courseId;
      navigate(newId === undefined ? '/' : `/courses/${newId}`);
    },
    // A failure needs nothing here: the API client has already shown the error toast.
  });

  const chapterValue = watch('sourceChapter');
  const chapter = isSourceChapter(chapterValue) ? chapterValue : 1;
  const nameError = formState.errors.courseName?.message;
  const { ref: nameRef, ...nameField } = register('courseName');
  const { ref: shortNameRef, ...shortNameField } = register('courseShortName');
  const { ref: helpRef, ...helpField } = register('moduleHelpText');

  return (
    <Dialog isOpen title="Create Course" onClose={onClose}>
      <form onSubmit={handleSubmit((course) => create.mutate(course))} noValidate>
        <DialogBody>
          <FormGroup
            label="Course Name"
            labelFor="create-course-name"
            labelInfo="(required)"
            intent={nameError ? 'danger' : 'none'}
            helperText={nameError}
          >
            <InputGroup
              id="create-course-name"
              intent={nameError ? 'danger' : 'none'}
              aria-invalid={nameError !== undefined}
              inputRef={nameRef}
              {...nameField}
            />
          </FormGroup>
          <FormGroup label="Course Short Name" labelFor="create-course-short-name">
            <InputGroup id="create-course-short-name" inputRef={shortNameRef} {...shortNameField} />
          </FormGroup>
          <FormGroup label="Source Chapter" labelFor="create-course-chapter">
            <HTMLSelect
              id="create-course-chapter"
              {...register('sourceChapter', {
                valueAsNumber: true,
                // Each chapter offers its own variants; every one offers the default.
                onChange: () => setValue('sourceVariant', 'default'),
              })}
            >
              {SOURCE_CHAPTERS.map((c) => (
                <option key={c} value={c}>
                  {sublanguageName(c, 'default')}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Source Variant" labelFor="create-course-variant">
            <HTMLSelect id="create-course-variant" {...register('sourceVariant')}>
              {VARIANTS_BY_CHAPTER[chapter].map((v) => (
                <option key={v} value={v}>
                  {sublanguageName(chapter, v)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {SWITCHES.map(([key, label]) => {
            const { ref, ...field } = register(key);
            return <Switch key={key} label={label} inputRef={ref} {...field} />;
          })}
          <FormGroup
            label="Module Help Text"
            labelFor="create-course-help"
            helperText="Markdown is supported."
          >
            <TextArea id="create-course-help" fill inputRef={helpRef} {...helpField} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={<Button type="submit" intent="primary" text="Create Course" loading={create.isPending} />}
        />
      </form>
    </Dialog>
  );
}
