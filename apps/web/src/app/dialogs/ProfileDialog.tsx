import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { ProfileXp } from '../../features/achievements';
import { useSession } from '../session/hooks';
import type { DialogProps } from './DialogsHost';

export default function ProfileDialog({ onClose }: DialogProps) {
  const profile = useSession().profile;
  const user = profile?.user;
  const registration = profile?.courseRegistration;
  const rows: Array<[string, string]> = [
    ['Name', user?.name ?? '-'],
    ['Username', user?.username ?? '-'],
    ['Course', profile?.courseConfiguration?.courseName ?? 'No course'],
    ['Role', registration?.role ?? '-'],
    ['Group', registration?.group ?? 'None'],
  ];
  return (
    <Dialog isOpen title="User Profile" onClose={onClose}>
      <DialogBody>
        <HTMLTable compact aria-label="Profile">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {/* XP is counted from the assessment listing (spec 1 section 9), not /v2/user's fields. */}
        <ProfileXp />
      </DialogBody>
    </Dialog>
  );
}
