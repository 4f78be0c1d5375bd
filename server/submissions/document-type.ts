import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'

export interface DocumentType {
  ext: 'pdf' | 'doc' | 'docx' | 'ppt' | 'pptx'
  mime: string
}

const TYPES: Record<DocumentType['ext'], DocumentType> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  ppt: { ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
  pptx: { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le')

/**
 * Word 97 and PowerPoint 97 files are both OLE compound files (file-type says 'cfb'); their
 * directory names the main stream, in UTF-16: 'WordDocument' or 'PowerPoint Document'. Excel
 * ('Workbook') and other compound files are neither.
 */
function compoundDocument(bytes: Buffer): DocumentType | undefined {
  if (bytes.includes(utf16('WordDocument'))) return TYPES.doc
  if (bytes.includes(utf16('PowerPoint Document'))) return TYPES.ppt
  return undefined
}

/**
 * spec §5: an application's attachment may be a pdf, doc, docx, ppt or pptx — decided from the
 * file's bytes (magic numbers, the Office containers' contents), never from its name.
 */
export async function documentType(file: string): Promise<DocumentType | undefined> {
  const bytes = await readFile(file)
  const found = await fileTypeFromBuffer(bytes)
  if (!found) return undefined
  if (found.ext === 'pdf' || found.ext === 'docx' || found.ext === 'pptx') return TYPES[found.ext]
  if (found.ext === 'cfb') return compoundDocument(bytes)
  return undefined
}
