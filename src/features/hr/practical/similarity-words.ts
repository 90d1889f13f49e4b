/** "no identical file", "1 identical file", "3 identical files". */
export const identicalFilesWords = (count: number): string =>
  count === 0 ? 'no identical file' : `${count} identical file${count === 1 ? '' : 's'}`;
