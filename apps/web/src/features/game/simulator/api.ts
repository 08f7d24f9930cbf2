import { gameRoutes, type StoryInput, storyAdminRoutes } from '@sa/contracts';
import type { RouteCaller } from '../../../api/call';

const storyAdmin = storyAdminRoutes;
const game = gameRoutes;

/**
 * The simulator's calls (issue 24): chapters and the course's files. `quiet` calls leave error
 * toasts to the panels, which show the server's text in place ('{filename} => {response}').
 */
export function simulatorApi(call: RouteCaller, courseId: number) {
  const params = { courseId };
  return {
    stories: () => call(game.stories, { params }),
    createStory: (story: StoryInput) =>
      call(storyAdmin.createStory, { params, body: { story } }, { quiet: true }),
    updateStory: (storyId: number, story: StoryInput) =>
      call(storyAdmin.updateStory, { params: { courseId, storyId }, body: { story } }, { quiet: true }),
    deleteStory: (storyId: number) =>
      call(storyAdmin.deleteStory, { params: { courseId, storyId } }, { quiet: true }),
    listAssets: (folder: string) => call(storyAdmin.listAssets, { params: { courseId, folder } }),
    /** `path` is the file's path below `folder` ('robo/robo.happy.png'), each segment encoded here. */
    uploadAsset: (folder: string, path: string, file: Blob) => {
      const form = new FormData();
      form.append('upload', file, path.split('/').pop() ?? path);
      return call(
        storyAdmin.uploadAsset,
        { params: { courseId, folder }, wildcard: path, body: form },
        { quiet: true },
      );
    },
    deleteAsset: (folder: string, path: string) =>
      call(storyAdmin.deleteAsset, { params: { courseId, folder }, wildcard: path }, { quiet: true }),
  };
}
export type SimulatorApi = ReturnType<typeof simulatorApi>;
