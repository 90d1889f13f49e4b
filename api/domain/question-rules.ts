/** The letters options are known by in Aiken, GIFT previews and the CSV template. */
export const optionLetters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
