/** An option's letter as people name it: index 0 is A (null: no option). */
export const optionLetter = (index: number | null): string | null =>
  index === null || index < 0 ? null : String.fromCharCode(65 + index);
