/** The asset tree's texts (ours; issue 24 names only 'an asset tree of the course's files'). */
export const ASSET_TREE_LABEL = "Course's files";
export const REFRESH_ASSETS = 'Refresh files';
export const LOADING_FOLDER = 'Loading…';
export const FOLDER_FAILED = 'Could not load';
export const EMPTY_FOLDER = 'Empty';
export const chosenFile = (path: string | null) => (path ? `Chosen: ${path}` : 'No file chosen');
