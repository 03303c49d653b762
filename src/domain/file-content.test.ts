import { describe, expect, test } from 'vitest'
import * as sample from '#testing/sample-files.ts'
import { ATTACHMENT_FORMATS, type AttachmentFormat } from './attachments.ts'
import { compoundFileNames, contentMatches, isSvg, textEncoding, zipEntryNames } from './file-content.ts'

// The type of an attachment is checked by its bytes (docs/decisions/025). Every
// format gets a small real file, and every file is tried against every format: it must match
// its own and — apart from the pairs that share a container on purpose — no other.

async function samples(): Promise<Record<AttachmentFormat, Buffer>> {
  return {
    jpg: await sample.picture('jpeg'),
    png: await sample.picture('png'),
    tif: await sample.picture('tiff'),
    bmp: sample.bmp(),
    svg: sample.svg(),
    gif: await sample.picture('gif'),
    mp3: sample.mp3(),
    m4a: sample.m4a(),
    wav: sample.wav(),
    mp4: sample.mp4(),
    mov: sample.mov(),
    avi: sample.avi(),
    pdf: sample.pdf(),
    doc: sample.doc(),
    docx: sample.docx(),
    xls: sample.xls(),
    xlsx: sample.xlsx(),
    odt: sample.odt(),
    txt: sample.text(),
    csv: sample.csv(),
  }
}

/** Formats that accept each other's files by design: text is text, audio in MP4 is MP4. */
const SHARED: ReadonlySet<string> = new Set(['txt<-csv', 'csv<-txt', 'txt<-svg', 'csv<-svg', 'm4a<-mp4'])

test('every format accepts a real file of its own kind and refuses the others', async () => {
  const files = await samples()
  for (const format of ATTACHMENT_FORMATS) {
    for (const [fileFormat, bytes] of Object.entries(files)) {
      const expected = fileFormat === format || SHARED.has(`${format}<-${fileFormat}`)
      expect(contentMatches(format, bytes), `${fileFormat} as ${format}`).toBe(expected)
    }
  }
})

test('an empty file matches no format', () => {
  for (const format of ATTACHMENT_FORMATS) expect(contentMatches(format, new Uint8Array(0))).toBe(false)
})

test('a renamed file is refused: a PNG is no PDF, a script no JPEG, an EXE no DOC', async () => {
  expect(contentMatches('pdf', await sample.picture('png'))).toBe(false)
  expect(contentMatches('jpg', Buffer.from('<script>alert(1)</script>'))).toBe(false)
  expect(contentMatches('doc', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBe(false)
  // a WebP is a real picture, but not one of the formats
  const webp = await sample.picture('webp')
  expect(ATTACHMENT_FORMATS.filter((format) => contentMatches(format, webp))).toEqual([])
})

describe('OLE compound files (doc, xls)', () => {
  test('the directory is read through the FAT, so Word and Excel files are told apart', () => {
    expect(compoundFileNames(sample.doc())).toEqual(['Root Entry', 'WordDocument', '\u0001CompObj'])
    expect(compoundFileNames(sample.xls())).toContain('Workbook')
    expect(contentMatches('doc', sample.xls())).toBe(false)
    expect(contentMatches('xls', sample.doc())).toBe(false)
    // Excel 5 called its stream 'Book'
    expect(contentMatches('xls', sample.compoundFile(['Book']))).toBe(true)
  })

  test('a truncated or looping compound file is none', () => {
    expect(compoundFileNames(sample.doc().subarray(0, 600))).toBeNull()
    const looping = sample.doc()
    looping.writeUInt32LE(1, 512 + 4) // the directory sector points at itself
    expect(compoundFileNames(looping)).toBeNull()
    expect(contentMatches('doc', looping)).toBe(false)
  })
})

describe('ZIP containers (docx, xlsx, odt)', () => {
  test('entries are read from the central directory', () => {
    expect(zipEntryNames(sample.docx())).toEqual(['[Content_Types].xml', 'word/document.xml'])
  })

  test('a ZIP without the right entries is no Office document', () => {
    const plain = sample.zip([{ name: 'bild.jpg', content: 'x' }])
    for (const format of ['docx', 'xlsx', 'odt'] as const) expect(contentMatches(format, plain)).toBe(false)
    const wordWithoutTypes = sample.zip([{ name: 'word/document.xml', content: '<w/>' }])
    expect(contentMatches('docx', wordWithoutTypes)).toBe(false)
  })

  test('an ODF spreadsheet is no ODT; a compressed mimetype entry is refused', () => {
    expect(contentMatches('odt', sample.odt('application/vnd.oasis.opendocument.spreadsheet'))).toBe(false)
    const compressed = sample.zip([
      { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
      { name: 'content.xml', content: '<x/>' },
    ])
    expect(contentMatches('odt', compressed)).toBe(false)
  })

  test('a truncated archive is none', () => {
    const docx = sample.docx()
    expect(zipEntryNames(docx.subarray(0, docx.length - 30))).toBeNull()
  })
})

describe('audio and video', () => {
  test('MP3 with an ID3 tag or with frame sync; one stray sync word is not enough', () => {
    expect(contentMatches('mp3', sample.mp3({ id3: true }))).toBe(true)
    const stray = Buffer.alloc(2000)
    stray.set([0xff, 0xfb, 0x90, 0x00])
    expect(contentMatches('mp3', stray)).toBe(false)
  })

  test('QuickTime without ftyp (older cameras) is a MOV; a MOV is no MP4', () => {
    const moov = Buffer.alloc(16)
    moov.writeUInt32BE(16, 0)
    moov.write('moov', 4, 'latin1')
    expect(contentMatches('mov', moov)).toBe(true)
    expect(contentMatches('mp4', sample.mov())).toBe(false)
    expect(contentMatches('mp4', sample.m4a())).toBe(false)
  })

  test('a RIFF WAVE is no AVI and the other way round', () => {
    expect(contentMatches('avi', sample.wav())).toBe(false)
    expect(contentMatches('wav', sample.avi())).toBe(false)
  })
})

describe('SVG', () => {
  test('the root element must be svg, after declaration, comments and a plain DOCTYPE', () => {
    const ok = (text: string) => isSvg(Buffer.from(text, 'utf8'))
    expect(ok('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true)
    expect(
      ok(
        '\uFEFF<?xml version="1.0"?>\n<!-- Zeichnung -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg viewBox="0 0 1 1"><g/></svg>\n<!-- Ende -->\n',
      ),
    ).toBe(true)
    expect(ok('<html><svg></svg></html>')).toBe(false)
    expect(ok('<svgx></svgx>')).toBe(false)
    expect(ok('<svg><rect/>')).toBe(false)
    // entity definitions (XML bombs) are not taken
    expect(ok('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>')).toBe(false)
  })

  test('an SVG with a script is still an SVG: it is made harmless when served, not here', () => {
    expect(contentMatches('svg', sample.svg('<script>alert(1)</script>'))).toBe(true)
  })
})

describe('text (txt, csv)', () => {
  test('UTF-8 and Windows-1252 (German Excel CSV) are text; NUL and control bytes are not', () => {
    expect(textEncoding(Buffer.from('Ölwechsel;15000\r\n', 'utf8'))).toBe('utf-8')
    expect(textEncoding(Buffer.from('Ölwechsel;15000\r\n', 'latin1'))).toBe('windows-1252')
    expect(textEncoding(Buffer.from('a\u0000b', 'latin1'))).toBeNull()
    expect(textEncoding(Buffer.from([0x41, 0x1b, 0x5b]))).toBeNull()
    // bytes Windows-1252 leaves undefined, in text that is no UTF-8 either
    expect(textEncoding(Buffer.from([0x41, 0x81, 0x42]))).toBeNull()
  })

  test('a PDF or a picture renamed to .txt is refused', async () => {
    expect(contentMatches('txt', sample.pdf())).toBe(false)
    expect(contentMatches('csv', await sample.picture('png'))).toBe(false)
  })
})
