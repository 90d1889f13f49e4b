/**
 * What one import file may hold, for every importer (candidates and questions): a file over a
 * cap is a clear line error, and the work of reading one stays in proportion to these.
 */

/** Rows (candidates) or questions per file: a campus drive of 5,000 fits in one file. */
export const maxImportRows = 5000;

/**
 * Characters on one line (in CSV, one record, which may span lines). The longest question the
 * bank holds (2,000 characters and six options of 500, every quote doubled in CSV) fits.
 */
export const maxImportLineChars = 10_000;

/** The message of a file over `maxImportRows`; `what` is "candidates" or "questions". */
export const tooManyRowsMessage = (what: string, found: number) =>
  `At most ${maxImportRows} ${what} per file (this one has ${found}): split it into several files.`;

export const tooLongLineMessage = `This line is longer than ${maxImportLineChars} characters.`;

/** The message of a CSV record over `maxImportLineChars` (a quoted field may span lines). */
export const tooLongRowMessage = `This row is longer than ${maxImportLineChars} characters.`;
