import { Dialog, DialogBody } from '@blueprintjs/core';
import { useDeployment } from '../deployment';
import type { DialogProps } from './DialogsHost';

export default function AboutDialog({ onClose }: DialogProps) {
  const { name } = useDeployment();
  return (
    <Dialog isOpen title="About" onClose={onClose}>
      <DialogBody>
        <p>
          {name} is a learning platform for programming. Students learn to program in Source, a family of
          sublanguages of JavaScript offered in chapters 1 to 4, by doing missions, quests and other
          assessments in the browser. Staff run courses, grade submissions and publish the material.
        </p>
      </DialogBody>
    </Dialog>
  );
}
