/** A seeded generator for the property tests (mulberry32): the same seed gives the same edits. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Short text with many line breaks and empty lines, so edits often cross lines. */
export function randomText(random: () => number, maxLength: number): string {
  const alphabet = 'ab \n\n';
  let text = '';
  const length = Math.floor(random() * (maxLength + 1));
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}
