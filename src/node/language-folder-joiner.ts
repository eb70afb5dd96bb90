/**
 * @module node/language-folder-joiner
 * Installs, on import, how OCR joins languages from several data packages: tesseract.js reads all
 * languages of a worker from one folder, so "eng+kor" from @tesseract.js-data/eng and …/kor are linked
 * into a folder under the system temp directory. Imported for its effect by docparts/node
 * (package.json lists this file under `sideEffects`).
 */
import { copyFile, mkdir, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setLanguageFolderJoiner } from '../ocr/language-data.js'

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
