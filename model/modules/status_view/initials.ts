/**
 * A person's initials as a board shows them from afar: the first letter of the first and the last
 * word of the name ("Toni Technician" → "TT", "Jean-Luc Picard" → "JP"), upper case; a one-word
 * name gives one letter ("王小明" → "王"). Letters are taken whole (Array.from), so a character
 * outside the basic plane is not cut in half.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const first = (word: string) => Array.from(word)[0].toLocaleUpperCase();
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}
