import { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * One person's data as one archive a person can read (DPDP Act §11, the right to access): a
 * README in plain words, the whole record as text (`personal-data.txt`) and as JSON for another
 * program (`personal-data.json`), each e-mail as a text file, and their upload as they sent it.
 */
export interface PersonArchive {
  /** The archive's file name, e.g. `personal-data-asha-patel-2026-11-29.zip`. */
  fileName: string;
  /** What the README says the archive is about ("a candidate", "an enquirer"). */
  who: string;
  company: string;
  generatedAt: Date;
  /** Sections of the record, in order: a title and its lines (`personal-data.txt`). */
  sections: { title: string; lines: string[] }[];
  /** The same record, structured. */
  data: Record<string, unknown>;
  emails: { subject: string; text: string }[];
  /** Files as the person sent them (a practical round's zip), read only when the zip reaches them. */
  files: { name: string; size: number; read: () => AsyncIterable<Buffer> }[];
}

/**
 * A name usable in a file name and a Content-Disposition header: ASCII letters, digits and dashes
 * (accents dropped; a name in another script gives `fallback`, since a header carries Latin-1 only).
 */
export function fileNamePart(text: string, fallback: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return part || fallback;
}

export function personalDataText(archive: PersonArchive): string {
  const out: string[] = [
    `Personal data held by ${archive.company} about ${archive.who}`,
    `Generated ${archive.generatedAt.toISOString()}`,
    '',
  ];
  for (const section of archive.sections) {
    out.push(section.title, '='.repeat(section.title.length), ...section.lines, '');
  }
  return out.join('\n');
}

function readme(archive: PersonArchive): string {
  return [
    `This archive holds everything ${archive.company} keeps about ${archive.who}, as of ${archive.generatedAt.toISOString()}.`,
    '',
    'personal-data.txt   the record, to read',
    'personal-data.json  the same record, for another program',
    ...(archive.emails.length > 0 ? ['emails/             each e-mail sent, as text'] : []),
    ...(archive.files.length > 0 ? ['upload/             the files as they were sent'] : []),
    '',
    'To have something corrected or erased, write to the grievance contact named in the privacy notice.',
    '',
  ].join('\n');
}

/** The archive as a zip stream; the upload is read only when the stream reaches it. */
export function personArchiveZip(archive: PersonArchive): Readable {
  const zip = new yazl.ZipFile();
  const mtime = archive.generatedAt;
  zip.addBuffer(Buffer.from(readme(archive)), 'README.txt', { mtime });
  zip.addBuffer(Buffer.from(personalDataText(archive)), 'personal-data.txt', { mtime });
  zip.addBuffer(Buffer.from(JSON.stringify(archive.data, null, 2)), 'personal-data.json', {
    mtime,
  });
  archive.emails.forEach((mail, i) => {
    const name = `emails/${String(i + 1).padStart(2, '0')}-${fileNamePart(mail.subject, 'e-mail')}.txt`;
    zip.addBuffer(Buffer.from(`Subject: ${mail.subject}\n\n${mail.text}\n`), name, { mtime });
  });
  archive.files.forEach((file, i) => {
    const base = fileNamePart(file.name.replace(/\.zip$/i, ''), 'upload');
    // Already compressed: stored as it is, and its size known up front.
    zip.addReadStreamLazy(
      `upload/${i + 1}-${base}.zip`,
      { mtime, compress: false, size: file.size },
      (cb) => cb(null, Readable.from(file.read())),
    );
  });
  zip.end();
  return zip.outputStream as Readable;
}
