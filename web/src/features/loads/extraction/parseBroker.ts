/**
 * Who the load is for: the broker a rate confirmation names, for the form's Company. A label names
 * it ('Broker: Crossroads Logistics LLC', 'Bill To'); else the letterhead, a company name at the
 * top of the page. The letterhead is less sure, and much less on a page that does not call itself
 * a confirmation or a tender: a carrier's own dispatch sheet has the carrier's name there.
 */
import type { ExtractedLoad } from '@haulbook/sync-protocol';
import { spanConfidence, type OcrLine } from './ocrLines';

/** A label and how surely what follows it is the broker. */
const brokerLabels: [RegExp, number][] = [
  [/\b(?:broker(?:age)?(?:\s+name)?\s*:|brokered\s+by\b:?)/gi, 1],
  [/\b(?:customer(?:\s+name)?|bill\s+to)\s*:/gi, 0.85],
];
/** How surely a company name at the top of the page is the broker. */
const letterhead = { confirmation: 0.9, other: 0.7 } as const;
/** The lines at the top of a page where a letterhead is. */
const letterheadLines = 3;
const confirmationTitle = /\b(?:rate\s+con(?:f(?:irmation)?)?|load\s+confirmation|tender)\b/i;

/** Where a company name ends: a number's label, a contact, a document's title, a dash. */
const nameEnd =
  /\s(?:(?:load|order|trip|ref(?:erence)?|pro|confirmation|conf|po|bol)\s*(?:#|no\b|number\b|id\b)|(?:mc|dot|scac|ph|tel|fax)\b|phone|e-?mail|attn|contact|(?:carrier\s+)?rate\s+con(?:f(?:irmation)?)?\b|load\s+(?:confirmation|tender|summary)\b|dispatch\s+sheet|carrier\s+agreement|confirmation\b|[-|]\s)/i;
const nameWord = /^(?:[A-Z&][A-Za-z&.'-]*,?|of|and|the)$/;
const maxNameWords = 6;
/** The last word of a company's name: 'Crossroads Logistics LLC', 'Summit Freight Brokerage'. */
const companyEnd =
  /^(?:llc|l\.l\.c\.|inc\.?|corp\.?|co\.|company|ltd\.?|logistics|freight|brokerage|transport(?:ation)?|solutions|partners|services|shipping|express|lines|group|carriers?|trucking|forwarding|worldwide|global)$/i;

interface Name {
  name: string;
  /** Where it starts in the text it was read from. */
  start: number;
}

/** The company name `text` starts with, if it starts with one. */
function nameAt(text: string): Name | undefined {
  const head = ` ${text}`.split(nameEnd)[0]!.trim();
  const words: string[] = [];
  for (const word of head.split(' ')) {
    if (!nameWord.test(word) || words.length === maxNameWords) break;
    words.push(word);
  }
  while (words.length && /^(?:of|and|the|&)$/.test(words[words.length - 1]!)) words.pop();
  const name = words.join(' ').replace(/,$/, '');
  if (name.length < 2 || name.length > 100) return undefined;
  return { name, start: text.indexOf(name) };
}

interface Reading {
  value: string;
  trust: number;
  confidence: number;
}

const reading = (line: OcrLine, { name, start }: Name, trust: number): Reading => ({
  value: name,
  trust,
  confidence: spanConfidence(line, start, start + name.length) * trust,
});

/** The name after a label that ends at `end`: on its line, or on the next if the label is alone. */
function afterLabel(lines: OcrLine[], at: number, end: number, trust: number): Reading[] {
  const line = lines[at]!;
  const rest = line.text.slice(end);
  const beside = nameAt(rest);
  if (beside) return [reading(line, { ...beside, start: end + beside.start }, trust)];
  const next = lines[at + 1];
  const under = next && /^\W*$/.test(rest) ? nameAt(next.text) : undefined;
  return next && under ? [reading(next, under, trust)] : [];
}

function labelled(lines: OcrLine[]): Reading[] {
  return lines.flatMap((line, at) =>
    brokerLabels.flatMap(([label, trust]) =>
      [...line.text.matchAll(label)].flatMap((m) =>
        afterLabel(lines, at, m.index + m[0].length, trust),
      ),
    ),
  );
}

/**
 * The company name a letterhead line starts with, up to its last company word: a lone figure
 * before it and a photo's specks after it ('4 Iron Horse Transport Solutions i') left out.
 */
function letterheadName(line: OcrLine): Name | undefined {
  const lead = /^\d\s+/.exec(line.text)?.[0].length ?? 0;
  const read = nameAt(line.text.slice(lead));
  const words = read?.name.split(' ') ?? [];
  const last = words.findLastIndex((word) => companyEnd.test(word));
  if (!read || last < 1) return undefined;
  return { name: words.slice(0, last + 1).join(' '), start: read.start + lead };
}

/** A line with a word on it: a photo's specks on lines of their own do not push the top down. */
const worded = (line: OcrLine) => /[A-Za-z]{3,}/.test(line.text);

function fromLetterhead(lines: OcrLine[]): Reading[] {
  const titled = lines.some((line) => confirmationTitle.test(line.text));
  const trust = titled ? letterhead.confirmation : letterhead.other;
  return lines
    .filter(worded)
    .slice(0, letterheadLines)
    .flatMap((line) => {
      const read = letterheadName(line);
      return read ? [reading(line, read, trust)] : [];
    });
}

/** The broker the lines name: a labelled name first, then the letterhead. */
export function findBroker(lines: OcrLine[]): ExtractedLoad['broker'] {
  const best = [...labelled(lines), ...fromLetterhead(lines)].sort((a, b) => b.trust - a.trust)[0];
  return best && { value: best.value, confidence: best.confidence };
}
