/**
 * The CSV layer of Google Play's monthly review reports: bytes in, records out, a piece at a
 * time. Play writes UTF-16LE with a byte-order mark; a file saved again by a spreadsheet is often
 * UTF-8 (with or without a mark). Fields follow RFC 4180: quoted fields hold commas, doubled
 * quotes and line breaks, so a record's line is where it starts, not its index.
 */
import { TextDecoder } from 'node:util'
import { CoreError } from '../errors'

export interface CsvRecord {
  /** The 1-based line of the file where the record starts. */
  line: number
  fields: string[]
}

/** A problem at a place in the file, in words a person can act on. */
export function reportError(line: number, column: number | null, what: string): CoreError {
  const where = column === null ? `line ${line}` : `line ${line}, column ${column}`
  return new CoreError(
    'INVALID_INPUT',
    `The report cannot be read at ${where}: ${what} Nothing from it was imported.`,
    'file',
  )
}

type Encoding = 'utf-16le' | 'utf-16be' | 'utf-8'

/** The encoding from the byte-order mark, else from the bytes (UTF-16 text is full of zero bytes). */
function sniff(head: Uint8Array): { encoding: Encoding; bom: number } {
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 }
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 }
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: 3 }
  let evenZeros = 0
  let oddZeros = 0
  const n = Math.min(head.length, 512)
  for (let i = 0; i < n; i++) {
    if (head[i] !== 0) continue
    if (i % 2 === 0) evenZeros++
    else oddZeros++
  }
  if (oddZeros > n / 4 && evenZeros === 0) return { encoding: 'utf-16le', bom: 0 }
  if (evenZeros > n / 4 && oddZeros === 0) return { encoding: 'utf-16be', bom: 0 }
  return { encoding: 'utf-8', bom: 0 }
}

/**
 * Decodes byte chunks to text chunks. Bytes that are not valid in the file's encoding stop the
 * import with the line they are on, instead of silently turning into replacement characters.
 */
export async function* decodeReport(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null
  let pending = new Uint8Array(0)
  let line = 1
  const decode = (bytes: Uint8Array, stream: boolean): string => {
    try {
      return decoder!.decode(bytes, { stream })
    } catch {
      throw reportError(
        line,
        null,
        `the text is not valid ${decoder!.encoding.toUpperCase()}. Give the CSV file exactly as Google Play made it.`,
      )
    }
  }
  const count = (text: string) => {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) line++
    return text
  }
  for await (const chunk of chunks) {
    if (decoder === null) {
      // Wait for enough bytes to recognise the encoding.
      const joined = new Uint8Array(pending.length + chunk.length)
      joined.set(pending)
      joined.set(chunk, pending.length)
      if (joined.length < 64) {
        pending = joined
        continue
      }
      const { encoding, bom } = sniff(joined)
      decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true })
      yield count(decode(joined.subarray(bom), true))
      pending = new Uint8Array(0)
      continue
    }
    yield count(decode(chunk, true))
  }
  if (decoder === null) {
    const { encoding, bom } = sniff(pending)
    decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true })
    yield count(decode(pending.subarray(bom), false))
  } else yield count(decode(new Uint8Array(0), false))
}

/**
 * Splits text chunks into records. Keeps only the record in progress between chunks, so memory
 * follows the longest record, not the file.
 */
export class CsvReader {
  private field = ''
  private fields: string[] = []
  private quoted = false
  /** Inside quotes; a quote seen there may end the field or start a doubled quote. */
  private inQuotes = false
  private quoteSeen = false
  private line = 1
  private start = 1
  private atRecordStart = true
  /** A CR seen at the end of a chunk, waiting to see whether LF follows. */
  private cr = false
  /** The previous character was a CR (CRLF is one line break, even across chunks). */
  private prevCr = false

  /** Feeds a chunk; returns the records it completed. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = []
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!
      const afterCr = this.prevCr
      this.prevCr = c === '\r'
      if (this.cr) {
        this.cr = false
        if (c === '\n') continue
      }
      if (this.atRecordStart) {
        this.start = this.line
        this.atRecordStart = false
      }
      if (this.inQuotes) {
        if (this.quoteSeen) {
          this.quoteSeen = false
          if (c === '"') {
            this.field += '"'
            continue
          }
          this.inQuotes = false
          // Falls through: the character after the closing quote.
        } else if (c === '"') {
          this.quoteSeen = true
          continue
        } else {
          if (c === '\r' || (c === '\n' && !afterCr)) this.line++
          this.field += c
          continue
        }
      }
      if (c === ',') {
        this.endField()
      } else if (c === '\n' || c === '\r') {
        this.endField()
        out.push(this.endRecord())
        this.line++
        if (c === '\r') {
          if (i + 1 === text.length) this.cr = true
          else if (text[i + 1] === '\n') i++
        }
      } else if (c === '"') {
        if (this.field === '' && !this.quoted) {
          this.inQuotes = true
          this.quoted = true
        } else {
          throw reportError(
            this.line,
            this.fields.length + 1,
            'a quote (") in the middle of an unquoted field. A field that holds quotes must be in quotes, each quote doubled.',
          )
        }
      } else if (this.quoted) {
        throw reportError(
          this.line,
          this.fields.length + 1,
          `"${c}" after the closing quote of a field; a comma or the end of the line was expected.`,
        )
      } else {
        this.field += c
      }
    }
    return out
  }

  /** Ends the input; returns the last record if the file does not end with a line break. */
  end(): CsvRecord[] {
    if (this.inQuotes && !this.quoteSeen)
      throw reportError(
        this.start,
        this.fields.length + 1,
        'a quoted field is never closed (the file ends inside quotes).',
      )
    this.inQuotes = false
    this.quoteSeen = false
    if (this.atRecordStart) return []
    this.endField()
    return [this.endRecord()]
  }

  private endField(): void {
    this.fields.push(this.field)
    this.field = ''
    this.quoted = false
  }

  private endRecord(): CsvRecord {
    const record = { line: this.start, fields: this.fields }
    this.fields = []
    this.atRecordStart = true
    return record
  }
}
