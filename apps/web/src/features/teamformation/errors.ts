import { callErrorText } from '../../lib/callErrors';

/** The text for a refused team change: the server's own reason (its 409 texts), else the generic one. */
export const teamErrorText = (error: unknown) => callErrorText(error) ?? 'Something went wrong';
