/** The sourcecast page's own texts (the spec's fixed ones are in @sa/domain's sourcecast-rules). */

export const SOURCECAST_LINK = 'Sourcecast';
export const SEARCH_LABEL = 'Search sourcecasts';
export const TABLE_LABEL = 'Sourcecasts';
export const LINK_COPIED = 'Link copied to the clipboard';
export const DELETED = 'Sourcecast deleted';
export const NO_SOURCECASTS = 'There are no sourcecasts yet.';
export const NO_MATCHES = 'No sourcecast matches the search.';
export const LOADING = 'Fetching sourcecasts...';
export const LOAD_FAILED = 'Could not load the sourcecasts';
export const NOTHING_LOADED = 'Choose a recording from the table to play it.';
export const BAD_PLAYBACK_DATA = 'This recording cannot be played: its playback data is damaged.';
export const AUDIO_FAILED = 'The audio of this recording could not be loaded.';
export const SEEK_LABEL = 'Playback position';

export const copyFailed = (url: string) => `Could not copy the link: ${url}`;
export const confirmDelete = (title: string) => `Are you sure you want to delete the sourcecast "${title}"?`;
export const notFoundTitle = (uid: string) => `No sourcecast with the id "${uid}"`;
export const NOT_FOUND_DESCRIPTION =
  'The link may be mistyped, or the recording was deleted. Choose one from the table below.';
