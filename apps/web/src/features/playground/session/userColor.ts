import type { SessionUser } from './connection';

/** Cursor colours that stay readable as white label text on them (Blueprint's palette, darker shades). */
const COLOURS = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#00a396', '#d13913', '#634dbf'];

/**
 * The same user gets the same colour in every session and every collaborator's editor: the
 * colour is picked by a hash of the user's id (or name when signed out, which cannot happen in a
 * session today). `colorLight` tints their selection.
 */
export function sessionUser(name: string, key: string): SessionUser {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  const color = COLOURS[hash % COLOURS.length] ?? '#2d72d2';
  return { name, color, colorLight: `${color}33` };
}
