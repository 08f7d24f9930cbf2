/** The Checkpoint Simulator's texts (issue 24; spec 3 sections 2.3 and 4; game-facts 5). */
export const DEFAULT_STEP = 'Default checkpoint';
export const CHECKPOINT_STEP = 'Checkpoint text';
export const OPTIONAL = '(optional)';
export const SIMULATE = 'Simulate Checkpoint';
export const RESET_FILES = 'Reset All Files';
export const STOP = 'Stop simulation';

export const storedChoice = (step: string) => `${step} from stories/`;
export const CHOOSE_STORED = 'Choose a stored file…';
export const NO_FILE = 'No file chosen';
export const chosenFile = (name: string) => `Chosen: ${name}`;
export const DEFAULT_FALLBACK = "Without one, the course's stories/defaultCheckpoint.txt is used.";

export const COURSE_DEFAULT = 'defaultCheckpoint.txt';
export const playing = (name: string) => `Simulating ${name}…`;
export const SIMULATION_ENDED = 'The simulation has ended.';
export const PARSE_FAILED = 'The checkpoint could not be parsed';
export const LOAD_FAILED = 'The checkpoint could not be played';
export const whereInFile = (step: string, name: string, line: number | null) =>
  line === null ? `${step} (${name})` : `${step} (${name}), line ${line}`;
export const loadFailed = (path: string) => `Could not load ${path}`;
