// Lints docs/decisions/ (part of `npm run lint`): every record has a well-formed name and title,
// a date and a status, and the pointers between records go both ways. A record is never edited
// once accepted; a later one amends or supersedes it, and the earlier one's status says so
// (docs/decisions/README.md). Prints each problem as `file: problem` and exits 1 if any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Numbers that were never used, with why. 0010: no commit in the history adds a record 0010
 * (`git log --all -- 'docs/decisions/0010*'` is empty) and no text refers to one; the "0010" in
 * 0024 and 0025 is a migration's number. Numbers are not reused, so the gap stays.
 */
export const UNUSED_NUMBERS = new Map([['0010', 'never written']]);

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TITLE = /^# (\d{4}) — \S.*$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const NUMBERS = /^\d{4}(?:, \d{4})*$/;
/** `Supersedes: 0003` or `Amends: 0008, 0020`, optionally followed by ` — ` and a note. */
const RELATION = /^(Supersedes|Amends): (.+?)(?: — \S.*)?$/;

const list = (text) => text.split(', ');

const LIST = String.raw`(\d{4}(?:, \d{4})*)`;
const STATUS = new RegExp(`^(?:superseded by ${LIST}(?:; amended by ${LIST})?|amended by ${LIST})$`);

/** `accepted`, `amended by …`, `superseded by …`, or `superseded by …; amended by …`. */
function parseStatus(text) {
  if (text === 'accepted') return { supersededBy: [], amendedBy: [] };
  const m = STATUS.exec(text);
  if (!m) return null;
  const amended = m[2] ?? m[3];
  return { supersededBy: m[1] ? list(m[1]) : [], amendedBy: amended ? list(amended) : [] };
}

function isCalendarDate(text) {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Reads and checks one record's header; returns what the cross-checks need. */
function readRecord(dir, file, problems) {
  const say = (problem) => problems.push(`${file}: ${problem}`);
  const number = FILE_NAME.exec(file)?.[1];
  if (!number) return (say('the name is not NNNN-lower-case-words.md'), null);
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const title = TITLE.exec(lines[0] ?? '');
  if (!title) say('the first line is not "# NNNN — Title"');
  else if (title[1] !== number) say(`the title's number ${title[1]} is not the file's ${number}`);

  // The header: the lines between the title and the first section, blank lines apart.
  const end = lines.findIndex((line) => line.startsWith('## '));
  const header = lines.slice(1, end < 0 ? lines.length : end).filter((line) => line.trim() !== '');
  const record = { number, file, date: null, status: null, supersedes: [], amends: [] };
  const [dateLine, statusLine, ...relations] = header;
  const date = DATE.exec(dateLine ?? '')?.[1];
  if (!date) say('the line after the title is not "Date: YYYY-MM-DD"');
  else if (!isCalendarDate(date)) say(`${date} is not a date`);
  else if (date > new Date().toISOString().slice(0, 10)) say(`${date} is in the future`);
  else record.date = date;

  const statusText = /^Status: (.+)$/.exec(statusLine ?? '')?.[1];
  record.status = statusText === undefined ? null : parseStatus(statusText);
  if (statusText === undefined) say('the line after the date is not "Status: …"');
  else if (!record.status) {
    say(`"Status: ${statusText}" is not accepted, superseded by NNNN, amended by NNNN, or both ("; ")`);
  }

  for (const line of relations) {
    const m = RELATION.exec(line);
    if (!m || !NUMBERS.test(m[2])) {
      say(`"${line}" is not "Supersedes: NNNN" or "Amends: NNNN[, NNNN]" (then " — note" if wanted)`);
      continue;
    }
    record[m[1] === 'Supersedes' ? 'supersedes' : 'amends'].push(...list(m[2]));
  }
  return record;
}

/** Every problem of the folder, as `file: problem` lines. */
export function lintDecisions(dir) {
  const problems = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort();
  const records = new Map();
  for (const file of files) {
    const record = readRecord(dir, file, problems);
    if (!record) continue;
    if (records.has(record.number))
      problems.push(`${file}: number ${record.number} is taken by ${records.get(record.number).file}`);
    else records.set(record.number, record);
  }

  // Numbers run from 0001 without a gap, but for the numbers known to be unused.
  const highest = Math.max(0, ...[...records.keys()].map(Number));
  for (let n = 1; n <= highest; n++) {
    const number = String(n).padStart(4, '0');
    if (!records.has(number) && !UNUSED_NUMBERS.has(number)) problems.push(`${number}: no record has this number`);
    if (records.has(number) && UNUSED_NUMBERS.has(number))
      problems.push(`${number}: listed as unused, yet a record has it`);
  }

  // Dates never go back as numbers go up (a typo in a date, or a record numbered out of turn).
  let previous = null;
  for (const record of [...records.values()].sort((a, b) => a.number.localeCompare(b.number))) {
    if (!record.date) continue;
    if (previous && record.date < previous.date) {
      problems.push(`${record.file}: dated ${record.date}, before ${previous.number} (${previous.date})`);
    }
    previous = record;
  }

  // Pointers go both ways: "Supersedes: X" in a later record ⇔ "superseded by" it in X's status,
  // and the same for "Amends" and "amended by". A record only supersedes or amends an older one.
  const ends = [
    ['supersedes', 'supersededBy', 'Supersedes', 'superseded by'],
    ['amends', 'amendedBy', 'Amends', 'amended by'],
  ];
  for (const record of records.values()) {
    for (const [forward, back, forwardText, backText] of ends) {
      for (const target of record[forward]) {
        const older = records.get(target);
        if (!older) problems.push(`${record.file}: "${forwardText}: ${target}" names no record`);
        else if (target >= record.number) problems.push(`${record.file}: ${forwardText} ${target}, which is not older`);
        else if (older.status && !older.status[back].includes(record.number)) {
          problems.push(
            `${older.file}: ${record.number} says "${forwardText}: ${target}", so the status must say "${backText} ${record.number}"`,
          );
        }
      }
      for (const later of record.status?.[back] ?? []) {
        const newer = records.get(later);
        if (!newer) problems.push(`${record.file}: "${backText} ${later}" names no record`);
        else if (!newer[forward].includes(record.number)) {
          problems.push(
            `${newer.file}: ${record.number} is "${backText} ${later}", so ${later} must say "${forwardText}: ${record.number}"`,
          );
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
  const problems = lintDecisions(dir);
  for (const problem of problems) console.error(`${relative(process.cwd(), dir)}/${problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s) in the decision records (see docs/decisions/README.md)`);
    process.exit(1);
  }
}
