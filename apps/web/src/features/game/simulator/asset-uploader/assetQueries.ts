import { useQuery } from '@tanstack/react-query';
import type { SimulatorApi } from '../api';

/**
 * The cache keys of the simulator's lists. The chapter simulator reads `stories/` with the same
 * key, so a checkpoint file uploaded here shows in its choices without a reload.
 */
export const simulatorKeys = {
  assets: (courseId: number, folder: string) => ['storysimulator', courseId, 'assets', folder] as const,
  stories: (courseId: number) => ['storysimulator', courseId, 'stories'] as const,
};

/** A folder's files as the server lists them ('folder/sub/file.png'), sorted by name. */
export function useAssetList(api: SimulatorApi, courseId: number, folder: string) {
  return useQuery({
    queryKey: simulatorKeys.assets(courseId, folder),
    queryFn: async () => [...(await api.listAssets(folder))].sort((a, b) => a.localeCompare(b)),
  });
}

/** The path below `folder` of a listed file: 'avatars/robo/a.png' -> 'robo/a.png'. */
export function pathInFolder(folder: string, listed: string): string {
  return listed.startsWith(`${folder}/`) ? listed.slice(folder.length + 1) : listed;
}

/**
 * Where an upload goes below its folder: the optional sub-folder ('robo', '/robo/', 'a/b'),
 * trimmed of spaces and outer slashes, then the file's name. The server checks the rest.
 */
export function uploadPath(subfolder: string, filename: string): string {
  const folder = subfolder
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .trim();
  return folder === '' ? filename : `${folder}/${filename}`;
}
