import { Button, Callout, FileInput, FormGroup, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { CSV_ALERT_TITLE, type UserUploadRow } from '@sa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useDeployment } from '../../app/deployment';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import styles from './adminpanel.module.css';
import { adminKeys, useAdminPanelEndpoints } from './api';
import { CSV_TOO_LARGE, MAX_CSV_BYTES, parseUserCsv } from './users-csv';

/**
 * The Add Users tab: CSV files (username, role, optional group per line) are checked as they are
 * chosen and gathered in a preview; Add Users sends them all with the chosen sign-in provider.
 */
export function AddUsersTab({ onAdded }: { onAdded?: () => void }) {
  const admin = useAdminPanelEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const providers = useDeployment().authProviders;
  const [provider, setProvider] = useState(
    () => (providers.find((p) => p.isDefault) ?? providers[0])?.id ?? '',
  );
  const [pending, setPending] = useState<UserUploadRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const adding = useMutation({
    mutationFn: () => admin.addUsers(pending, provider),
    onSuccess: async () => {
      notifier.show('Users added!', { intent: 'success' });
      setPending([]);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users(courseId) });
      onAdded?.();
    },
    // A failure needs nothing here: the API client has shown the error; the list stays for another try.
  });
  const busy = adding.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must fire again.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setError(CSV_TOO_LARGE);
      return;
    }
    const result = parseUserCsv(await file.text(), pending);
    if (result.ok) {
      setError(null);
      setPending((current) => [...current, ...result.users]);
    } else {
      setError(result.message);
    }
  };

  return (
    <section aria-label="Add users" className={styles.section}>
      <div className={styles.toolbar}>
        <FormGroup
          label="CSV file"
          labelFor="adminpanel-csv"
          helperText="One user per line: username, role, group (optional)."
        >
          <FileInput
            text="Choose a CSV file..."
            buttonText="Browse"
            inputProps={{ id: 'adminpanel-csv', accept: '.csv,text/csv', 'aria-label': 'CSV file' }}
            onInputChange={onFile}
          />
        </FormGroup>
        <FormGroup label="Authentication Provider" labelFor="adminpanel-provider">
          <HTMLSelect
            id="adminpanel-provider"
            value={provider}
            onChange={(e) => setProvider(e.currentTarget.value)}
          >
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      {error ? (
        <Callout intent="danger" title={CSV_ALERT_TITLE} role="alert">
          {error}
        </Callout>
      ) : null}
      <HTMLTable compact striped className={styles.table} aria-label="Users to add">
        <thead>
          <tr>
            <th>Username</th>
            <th>Role</th>
            <th>Group</th>
          </tr>
        </thead>
        <tbody>
          {pending.map((u) => (
            <tr key={u.username}>
              <td>{u.username}</td>
              <td>{u.role}</td>
              <td>{u.group ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="sa-actions">
        <Button text="Clear" disabled={pending.length === 0 || busy} onClick={() => setPending([])} />
        <Button
          text="Add Users"
          intent="primary"
          disabled={pending.length === 0 || provider === ''}
          loading={busy}
          onClick={() => adding.mutate()}
        />
      </div>
    </section>
  );
}
