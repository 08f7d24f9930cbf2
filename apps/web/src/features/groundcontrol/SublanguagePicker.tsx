import { Alert, FormGroup, HTMLSelect, Tooltip } from '@blueprintjs/core';
import {
  SOURCE_CHAPTERS,
  type SourceChapter,
  type SourceVariant,
  sublanguageName,
  VARIANTS_BY_CHAPTER,
} from '@sa/domain';
import { useId, useState } from 'react';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { callErrorText } from '../../lib/callErrors';
import { useRefreshSession } from '../adminpanel';
import { useGroundControlEndpoints } from './api';
import styles from './groundcontrol.module.css';

interface Sublanguage {
  chapter: SourceChapter;
  variant: SourceVariant;
}

/** Every chapter and variant the platform offers, in the domain's order. */
const SUBLANGUAGES: readonly Sublanguage[] = SOURCE_CHAPTERS.flatMap((chapter) =>
  VARIANTS_BY_CHAPTER[chapter].map((variant) => ({ chapter, variant })),
);
const keyOf = (s: { chapter: number; variant: string }) => `${s.chapter}:${s.variant}`;

export const ONLY_ADMINS_TEXT = 'Only admins can change the default sublanguage.';

/**
 * The course's default sublanguage (spec 2, "Ground control"). Changing it asks first, then
 * saves it in the course configuration and reloads the session so every page uses it. The
 * server lets only admins change it, so staff see it disabled.
 */
export function SublanguagePicker() {
  const profile = useSession().profile;
  const config = profile?.courseConfiguration;
  const isAdmin = profile?.courseRegistration?.role === 'admin';
  const endpoints = useGroundControlEndpoints();
  const refreshSession = useRefreshSession();
  const notifier = useNotifier();
  const selectId = useId();
  const [chosen, setChosen] = useState<Sublanguage | null>(null);
  const [asking, setAsking] = useState(false);

  const current = config ? keyOf({ chapter: config.sourceChapter, variant: config.sourceVariant }) : '';

  const confirm = async () => {
    setAsking(false);
    if (!chosen) return;
    try {
      await endpoints.setSublanguage(chosen.chapter, chosen.variant);
    } catch (error) {
      const message = callErrorText(error);
      if (message) notifier.show(message);
      return;
    }
    notifier.show('Updated successfully!', { intent: 'success' });
    await refreshSession();
  };

  const select = (
    <HTMLSelect
      id={selectId}
      value={current}
      disabled={!isAdmin || !config}
      onChange={(event) => {
        const next = SUBLANGUAGES.find((s) => keyOf(s) === event.currentTarget.value);
        if (!next) return;
        setChosen(next);
        setAsking(true);
      }}
    >
      {SUBLANGUAGES.map((s) => (
        <option key={keyOf(s)} value={keyOf(s)}>
          {sublanguageName(s.chapter, s.variant)}
        </option>
      ))}
    </HTMLSelect>
  );

  return (
    <>
      <FormGroup label="Default sublanguage" labelFor={selectId} inline className={styles.inlineField}>
        {isAdmin ? select : <Tooltip content={ONLY_ADMINS_TEXT}>{select}</Tooltip>}
      </FormGroup>
      <Alert
        isOpen={asking}
        intent="primary"
        confirmButtonText="Yes"
        cancelButtonText="No"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          Change the course's default sublanguage to{' '}
          {chosen ? sublanguageName(chosen.chapter, chosen.variant) : ''}?
        </p>
      </Alert>
    </>
  );
}
