/**
 * @module node/language-folder-joiner
 * How OCR joins languages from several data packages in Node: tesseract.js reads all languages of a worker
 * from one folder, so "eng+kor" from @tesseract.js-data/eng and …/kor are linked into a folder under the
 * system temp directory. Installed by `installNodeOcr` (./ocr-node-helpers.ts); importing this module
 * changes nothing.
 */
import { copyFile, mkdir, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setLanguageFolderJoiner } from '../ocr/language-data.js'

/** Makes OCR join the language files of several packages in one temporary folder (symlinks, else copies). */
export function installLanguageFolderJoiner(): void {
  setLanguageFolderJoiner(async (files) => {
    const folder = join(tmpdir(), `docparts-tessdata-${process.pid}-${files.map((f) => f.code).join('+')}`)
    await mkdir(folder, { recursive: true })
    for (const file of files) {
      const target = join(folder, `${file.code}.traineddata.gz`)
      await symlink(file.path, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') await copyFile(file.path, target)
      })
    }
    return folder
  })
}
