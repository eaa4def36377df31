/** `words` opening a sentence: "the Killer" → "The Killer". */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `words` inside a sentence: "Strike at range" → "strike at range". */
export function uncapitalised(words: string): string {
  return words.charAt(0).toLowerCase() + words.slice(1);
}
