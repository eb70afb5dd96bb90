/**
 * @module containers/compound-file-error
 * The one wording of a damaged compound file: a `DocumentError` that says what is wrong in the
 * container and which file the user should check, so an MSG, DOC, XLS and PPT all fail the same way.
 */
import { DocumentError } from '../errors.js'

/** The kind of file a compound file is read as, named in the error's advice. */
export type CompoundFileKind = '.msg' | '.doc' | '.xls' | '.ppt'

const KIND_NAMES: Record<CompoundFileKind, string> = {
  '.msg': 'Outlook message (.msg)',
  '.doc': 'Word 97–2003 document (.doc)',
  '.xls': 'Excel 97–2003 workbook (.xls)',
  '.ppt': 'PowerPoint 97–2003 presentation (.ppt)',
}

/** `The compound file is damaged: <what>; check that it is a valid <kind> file.` */
export function compoundFileError(what: string, kind?: CompoundFileKind): DocumentError {
  const name = kind === undefined ? 'Office 97–2003 or Outlook' : KIND_NAMES[kind]
  return new DocumentError(`The compound file is damaged: ${what}; check that it is a valid ${name} file.`)
}
